// A configuration value that cannot be used: start-up says what to set and stops.
export class ConfigError extends Error {}

/** An optional positive integer setting of at most `max` (unset or empty: the fallback). */
export function boundedInt(env: Record<string, string | undefined>, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9]\d{0,8}$/.test(raw) || Number(raw) > max)
    throw new ConfigError(`${name} must be a positive integer up to ${max}, got "${raw}"`);
  return Number(raw);
}
