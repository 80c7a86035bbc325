import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn's "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * The dictionaries take about 0.8 s and 70 MB to load: once per process, on first use (at start in
 * production, where ADMIN_PASSWORD is checked).
 */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a password is refused, in words for the person choosing it, or null when it is fine: 12 to 256
 * characters, and not guessable (zxcvbn-ts score 3 or more, with the user's own names and address counted
 * as known words).
 */
export function passwordProblem(password: string, userInputs: Array<string | null | undefined> = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const inputs = userInputs.flatMap((input) => (input ? knownWordsOf(input) : []));
  const result = strengthEstimator().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `This password is too easy to guess: ${why}`;
}

/** "anna.lee@example.com" -> itself, "anna.lee", "anna", "lee", "example", "com" (parts of 3+ characters). */
function knownWordsOf(input: string): string[] {
  const words = [input, input.split('@')[0], ...input.split(/[@.\s_+-]+/)];
  return [...new Set(words.filter((word) => word.length > 2))];
}
