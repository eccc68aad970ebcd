// The back office's own settings, parsed once with the rest of the configuration.
//   ADMIN_BASE_URL                  the admin host as staff reach it (https: console cookies are Secure)
//   CONSOLE_SESSION_IDLE_MINUTES    a console session ends after this long unused (default 30)
//   CONSOLE_SESSION_MAX_HOURS       and this long after sign-in whatever its use (default 12)
//   TEAM_TOKEN_DEFAULT_DAYS         a personal API token's lifetime when none is asked (default 90)
//   TEAM_TOKEN_MAX_DAYS             the longest lifetime one may ask (default 365)
import { boundedInt, ConfigError } from '../errors/config-error.ts';

export interface TeamConfig {
  adminBaseUrl: string | null;
  sessionIdleMs: number;
  sessionMaxMs: number;
  tokenDefaultDays: number;
  tokenMaxDays: number;
}

export function loadTeamConfig(env: Record<string, string | undefined>): TeamConfig {
  const base = env.ADMIN_BASE_URL || null;
  if (base !== null && !/^https?:\/\/[^/]+/i.test(base)) throw new ConfigError('ADMIN_BASE_URL must be an http or https URL');
  const tokenMaxDays = boundedInt(env, 'TEAM_TOKEN_MAX_DAYS', 365, 3650);
  const tokenDefaultDays = boundedInt(env, 'TEAM_TOKEN_DEFAULT_DAYS', Math.min(90, tokenMaxDays), 3650);
  if (tokenDefaultDays > tokenMaxDays) throw new ConfigError('TEAM_TOKEN_DEFAULT_DAYS must not exceed TEAM_TOKEN_MAX_DAYS');
  return {
    adminBaseUrl: base?.replace(/\/+$/, '') ?? null,
    sessionIdleMs: boundedInt(env, 'CONSOLE_SESSION_IDLE_MINUTES', 30, 60 * 24 * 30) * 60_000,
    sessionMaxMs: boundedInt(env, 'CONSOLE_SESSION_MAX_HOURS', 12, 24 * 90) * 3_600_000,
    tokenDefaultDays,
    tokenMaxDays,
  };
}
