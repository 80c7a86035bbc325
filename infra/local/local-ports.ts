/**
 * npm start's ports: the site's PORT as set (8080 unless given), everything behind it on free ports chosen
 * at start, so a second checkout needs only a different PORT. A port that is asked for and taken is a
 * clear error naming the setting to change, before anything starts.
 */
import { freePorts, portIsFree } from '../src/free-port';

export interface LocalPorts {
  site: number;
  /** The embedded database's: LOCAL_POSTGRES_PORT, or a free one. */
  database: number;
  auth: number;
  content: number;
  enquiry: number;
}

export const DEFAULT_SITE_PORT = 8080;

export async function chooseLocalPorts(env: NodeJS.ProcessEnv, host: string, embeddedDatabase: boolean): Promise<LocalPorts> {
  const site = portSetting(env, 'PORT') ?? DEFAULT_SITE_PORT;
  if (!(await portIsFree(site, host))) {
    throw new Error(
      `Port ${site} on ${host} is already in use (another npm start, or another program), so the site cannot listen there.\n` +
        `Set PORT to a free port, for example: PORT=${site + 1} npm start`,
    );
  }
  const askedDatabasePort = portSetting(env, 'LOCAL_POSTGRES_PORT');
  if (embeddedDatabase && askedDatabasePort !== undefined && !(await portIsFree(askedDatabasePort, '127.0.0.1'))) {
    throw new Error(
      `Port ${askedDatabasePort} on 127.0.0.1, set as LOCAL_POSTGRES_PORT for the embedded database, is already in use.\n` +
        'Set LOCAL_POSTGRES_PORT to a free port, or leave it unset and npm start chooses a free one.',
    );
  }
  const [database, auth, content, enquiry] = await freePorts(4);
  return { site, database: askedDatabasePort ?? database, auth, content, enquiry };
}

function portSetting(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1 to 65535), not "${value}"`);
  return port;
}
