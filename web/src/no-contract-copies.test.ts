import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: what web and the services agree on is defined once, in @site/contracts. This fails when web
 * declares (rather than imports) a type, interface, class or constant of a name the contracts export, or
 * writes out the list of staff roles again.
 */
const WEB_SRC = import.meta.dirname;
const CONTRACTS_INDEX = path.resolve(WEB_SRC, '../../libs/contracts/src/index.ts');
const STAFF_ROLE_NAMES = ['administrator', 'author', 'contributor', 'editor'];

/** The names @site/contracts exports, types and values apart (web's EnquiryForm component is not the EnquiryForm type). */
interface ContractNames {
  types: ReadonlySet<string>;
  values: ReadonlySet<string>;
}

function contractNames(): ContractNames {
  const program = ts.createProgram([CONTRACTS_INDEX], { noEmit: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(CONTRACTS_INDEX);
  const module = index && checker.getSymbolAtLocation(index);
  if (!module) throw new Error(`Cannot read the exports of ${CONTRACTS_INDEX}`);
  const exported = checker.getExportsOfModule(module).map((symbol) => ({
    name: symbol.getName(),
    flags: (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags,
  }));
  const named = (flag: ts.SymbolFlags) => new Set(exported.filter(({ flags }) => flags & flag).map(({ name }) => name));
  return { types: named(ts.SymbolFlags.Type), values: named(ts.SymbolFlags.Value) };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The four role names and nothing else, in any order: `['contributor', 'author', …]` or `'contributor' | 'author' | …`. */
function isRoleList(texts: string[]): boolean {
  return texts.length === STAFF_ROLE_NAMES.length && [...texts].sort().every((text, index) => text === STAFF_ROLE_NAMES[index]);
}

/** A module-level declaration's name, if it is one of the contracts' (a local variable inside a function is not). */
function copiedName(statement: ts.Statement, names: ContractNames): ts.Identifier[] {
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return names.types.has(statement.name.text) ? [statement.name] : [];
  if (ts.isFunctionDeclaration(statement) && statement.name) return names.values.has(statement.name.text) ? [statement.name] : [];
  if ((ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
    return names.values.has(statement.name.text) || names.types.has(statement.name.text) ? [statement.name] : [];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap(({ name }) => (ts.isIdentifier(name) && names.values.has(name.text) ? [name] : []));
  }
  return [];
}

/** Where a file declares a contract's name or lists the staff roles, as `file:line what`. */
function copiesIn(fileName: string, text: string, names: ContractNames): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${path.relative(WEB_SRC, fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  for (const statement of source.statements) {
    for (const name of copiedName(statement, names)) at(statement, `declares ${name.text}, which @site/contracts exports`);
  }
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteral) && isRoleList(node.elements.map((element) => (element as ts.StringLiteral).text))) {
      at(node, 'lists the staff roles, which @site/contracts exports as STAFF_ROLES');
    }
    if (
      ts.isUnionTypeNode(node) &&
      node.types.every((type) => ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) &&
      isRoleList(node.types.map((type) => ((type as ts.LiteralTypeNode).literal as ts.StringLiteral).text))
    ) {
      at(node, 'spells out the staff roles, which @site/contracts exports as StaffRole');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web restates nothing @site/contracts defines', () => {
  const names = contractNames();

  it('reads the contracts (the roles, the rules, the views)', () => {
    for (const name of ['STAFF_ROLES', 'refusalToUpdate', 'variantWidths', 'validateEnquiry']) expect(names.values).toContain(name);
    for (const name of [
      'StaffRole', 'ContentItemView', 'MediaView', 'UserView', 'SessionView', 'EnquiryView', 'Page', 'ErrorBody',
      'ActivityEventView', 'PendingInvitationView', 'LoginResponse', 'SecuritySettingsView', 'RecoveryCodesView', 'RevisionView', 'TrashedItemView', 'StaffClaims',
    ]) {
      expect(names.types).toContain(name);
    }
  });

  it('finds a copy where there is one', () => {
    const copy = `export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
      export interface MediaView { id: string }
      type Role = 'editor' | 'author' | 'administrator' | 'contributor';
      export type { UserView as StaffUser } from '@site/contracts';`;
    expect(copiesIn(path.join(WEB_SRC, 'copy.ts'), copy, names).sort()).toEqual([
      'copy.ts:1 declares STAFF_ROLES, which @site/contracts exports',
      'copy.ts:1 lists the staff roles, which @site/contracts exports as STAFF_ROLES',
      'copy.ts:2 declares MediaView, which @site/contracts exports',
      'copy.ts:3 spells out the staff roles, which @site/contracts exports as StaffRole',
    ]);
  });

  it('has no copy in web/src', () => {
    const copies = sourceFiles(WEB_SRC)
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) => copiesIn(file, readFileSync(file, 'utf8'), names));
    expect(copies).toEqual([]);
  });
});
