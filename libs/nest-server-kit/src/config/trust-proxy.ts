export type TrustProxySetting = boolean | number | string;

/** Turns TRUST_PROXY into express's `trust proxy` value: a boolean, a hop count, or a list of addresses/subnets. */
export function parseTrustProxy(value: string): TrustProxySetting {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}
