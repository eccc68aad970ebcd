// Passwords of people: the back office's team members (console) and partner
// staff (MCP sign-in), one set of rules for both, so the two can never drift
// apart (docs/decisions.md, "Passwords").
// - Rules: 12 to 200 characters (a longer one is refused when set and never
//   verifies, without any hashing).
// - Hash: scrypt (node:crypto, memory-hard, no dependency) with a 16-byte
//   salt; the cost travels in the stored string (`scrypt$N$r$p$salt$key`), so
//   raising PASSWORD_SCRYPT_N keeps old hashes verifying and re-hashes them at
//   the next sign-in. Partner staff's older `scrypt$16384$8$1$…` hashes are
//   the same format.
// - Work: every hash and verification runs through a PasswordWork, a small
//   concurrency limit with a bounded queue, so a flood of sign-ins or password
//   changes is refused at once (503 when the queue is full, 429 when one
//   source already has its attempts under way) instead of queueing scrypt on
//   libuv's four threads for a minute and timing everyone out. A sign-in's
//   first attempt at an email waits in a lane of its own, one place per
//   email, served first: guesses at one account hold one place, so they
//   cannot starve the others. The email is the one typed, whether or not an
//   account has it: a lane chosen by the account's existence would answer a
//   full queue differently for a real email and an unknown one, telling
//   anyone which emails have accounts. And a sign-in from a browser that
//   signed in to that email before (the caller vouches for it: its form's
//   known-device cookie) waits in a lane served before that, so no flood
//   takes its place.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Type } from 'typebox';
import { ApiError, fieldProblem, inBody, problem } from '../errors/catalogue.ts';
import { boundedInt, ConfigError } from '../errors/config-error.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
const R = 8;
const P = 1;

/** The request field every password is set through (admin API: team members and partner staff). */
export const PasswordSchema = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; stored only as a scrypt hash.`,
});

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

export const passwordErrors = {
  tooShort: () => fieldProblem('invalid_request', `A password has at least ${PASSWORD_MIN_LENGTH} characters.`, inBody('password')),
  tooLong: () => fieldProblem('invalid_request', `A password has at most ${PASSWORD_MAX_LENGTH} characters.`, inBody('password')),
  /** Every slot and queue place is taken: the service, not the caller, is the limit. */
  busy: (retryAfter: number) =>
    problem('service_unavailable', `Too many password checks are waiting. Try again in ${seconds(retryAfter)}.`, {
      'retry-after': String(retryAfter),
    }),
  /** This source already has as many password checks under way as it may. */
  sourceBusy: (retryAfter: number) =>
    problem('rate_limit_exceeded', `Too many password checks from this address or account at once. Try again in ${retryAfter} seconds.`, {
      'retry-after': String(retryAfter),
    }),
};

/** A sign-in's account-lane key: the email as typed, folded as accounts' emails are matched (case, surrounding space). */
export function signInLane(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** A refusal of PasswordWork (429 or 503, with Retry-After in its headers). */
export function isPasswordWorkRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'rate_limit_exceeded' || error.code === 'service_unavailable');
}

/** The rules a new password must meet. */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw passwordErrors.tooShort();
  if (password.length > PASSWORD_MAX_LENGTH) throw passwordErrors.tooLong();
}

export interface PasswordWorkLimits {
  /** Hashes computed at once (each holds a libuv thread and 128·N·r bytes). */
  concurrency: number;
  /** Hashes waiting for a slot, all sources together; one more is refused at once (503). */
  queue: number;
  /** Hashes one source may have waiting or running; one more is refused at once (429). */
  perSource: number;
}

/**
 * The limit every password hash goes through: at most `concurrency` at
 * once, at most `perSource` in flight per source (an address for a sign-in,
 * the acting staff member for a password change), and three waiting lanes of
 * at most `queue` each, first come first served within a lane:
 * - the known lane: a sign-in from a device that signed in to that account
 *   before (the caller says so: `known`), which no one else can claim;
 * - the account lane: a sign-in, one attempt per email typed at a time in
 *   this lane (the caller names it by the email, never by whether an
 *   account has it: the lane an attempt gets must not tell);
 * - the general lane: everything else (a second attempt at an email already
 *   in the account lane, a first one when it is full, password changes).
 * A freed slot goes to the known lane first, then the account lane. So a
 * flood of guesses at one account holds one place of the account lane, and
 * staff signing in to their own accounts wait behind at most the hashes
 * already running and the other emails' single attempts; a flood of many
 * emails fills both lanes, and then only a known device is sure of its turn,
 * whatever its email. Anything beyond is refused at once with a
 * Retry-After estimated from the measured duration of recent hashes, so
 * every request is answered within about (2 × queue / concurrency + 1)
 * hashes' time, whatever arrives.
 */
export class PasswordWork {
  #running = 0;
  readonly #knownLane: Array<() => void> = [];
  readonly #accountLane: Array<() => void> = [];
  readonly #generalLane: Array<() => void> = [];
  /** Accounts with an attempt waiting or running in the account lane. */
  readonly #accountsInLane = new Set<string>();
  readonly #bySource = new Map<string, number>();
  #averageMs: number;

  constructor(
    readonly limits: PasswordWorkLimits,
    private readonly now: () => number = () => performance.now(),
    initialEstimateMs = 250,
  ) {
    this.#averageMs = initialEstimateMs;
  }

  /** Hashes running and waiting now (both lanes). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#knownLane.length + this.#accountLane.length + this.#generalLane.length };
  }

  /** Hashes waiting in each lane. */
  get lanes(): { known: number; account: number; general: number } {
    return { known: this.#knownLane.length, account: this.#accountLane.length, general: this.#generalLane.length };
  }

  /** Whole seconds until a request arriving now would have its turn (at least 1). */
  retryAfterSeconds(): number {
    const ahead = (this.#running + this.load.waiting) / this.limits.concurrency;
    return Math.max(1, Math.ceil((ahead * this.#averageMs) / 1000));
  }

  /**
   * Runs `task` when a slot is free. `account`: the email a sign-in names,
   * as typed (its attempt may wait in the account lane); omitted for anything
   * else. `known`: the attempt comes from a device that signed in to
   * `account` before (the known lane).
   */
  async run<T>(source: string, task: () => Promise<T>, account?: string, known = false): Promise<T> {
    const mine = this.#bySource.get(source) ?? 0;
    if (mine >= this.limits.perSource) throw passwordErrors.sourceBusy(this.retryAfterSeconds());
    const inKnownLane = account !== undefined && known;
    // An email's first attempt, while the account lane has room; past it, the general lane's places are as good.
    const inAccountLane =
      !inKnownLane && account !== undefined && !this.#accountsInLane.has(account) && this.#accountLane.length < this.limits.queue;
    const lane = inKnownLane ? this.#knownLane : inAccountLane ? this.#accountLane : this.#generalLane;
    const free = this.#running < this.limits.concurrency;
    if (!free && lane.length >= this.limits.queue) throw passwordErrors.busy(this.retryAfterSeconds());
    this.#bySource.set(source, mine + 1);
    if (inAccountLane) this.#accountsInLane.add(account);
    try {
      // A freed slot is handed to the next waiter as it is released (#release), so `running` never over-counts.
      if (free) this.#running += 1;
      else await new Promise<void>((resolve) => lane.push(resolve));
      const started = this.now();
      try {
        return await task();
      } finally {
        this.#averageMs = 0.8 * this.#averageMs + 0.2 * Math.max(0, this.now() - started);
        this.#release();
      }
    } finally {
      if (inAccountLane) this.#accountsInLane.delete(account);
      const left = (this.#bySource.get(source) ?? 1) - 1;
      if (left === 0) this.#bySource.delete(source);
      else this.#bySource.set(source, left);
    }
  }

  #release(): void {
    const next = this.#knownLane.shift() ?? this.#accountLane.shift() ?? this.#generalLane.shift();
    if (next) next();
    else this.#running -= 1;
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const m = /^scrypt\$(\d{5,8})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!m) return null;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (N > 1 << 20 || (N & (N - 1)) !== 0 || r < 1 || p < 1) return null;
  return { N, r, p, salt: Buffer.from(m[4]!, 'base64url'), key: Buffer.from(m[5]!, 'base64url') };
}

/** The hash of a password at cost N (not limited: Passwords.hash is the way in). */
export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether the password matches a stored hash (not limited: Passwords.verify is the way in). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const got = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return got.length === parsed.key.length && timingSafeEqual(got, parsed.key);
}

/** Hashing and verification at the configured cost, through one PasswordWork. */
export class Passwords {
  readonly #decoy: string;

  constructor(
    readonly costN: number,
    readonly work: PasswordWork,
  ) {
    // Verified when there is no account or no password, so the answer takes as long as for a wrong password.
    this.#decoy = `scrypt$${costN}$${R}$${P}$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
  }

  /** A new password: the rules, then its hash. */
  async hash(password: string, source: string): Promise<string> {
    checkNewPassword(password);
    return this.work.run(source, () => hashPassword(password, this.costN));
  }

  /**
   * Whether the password matches; with no stored hash, false after the same
   * work (the decoy). Over-long: false at once. `account`: the email a
   * sign-in names (signInLane), whether or not an account has it, so the
   * lane it waits in tells nothing. `known`: from a device that signed in to
   * that email before (the known lane).
   */
  async verify(password: string, stored: string | null | undefined, source: string, account?: string, known = false): Promise<boolean> {
    if (password.length > PASSWORD_MAX_LENGTH) return false;
    const ok = await this.work.run(source, () => verifyPassword(password, stored ?? this.#decoy), account, known);
    return ok && stored != null;
  }

  /**
   * After a successful sign-in: the password's hash at the configured cost
   * when the stored one is weaker, else null. A rehash the work refuses waits
   * for the next sign-in: it never fails the sign-in itself.
   */
  async rehashIfWeak(password: string, stored: string, source: string, account?: string): Promise<string | null> {
    const parsed = parse(stored);
    if (parsed && parsed.N >= this.costN && parsed.r >= R) return null;
    try {
      return await this.work.run(source, () => hashPassword(password, this.costN), account);
    } catch (error) {
      if (isPasswordWorkRefusal(error)) return null;
      throw error;
    }
  }
}

/** The PasswordWork source of a sign-in attempt: the address it came from, as the gateway counts it. */
export function signInSource(sourceKey: string): string {
  return `address:${sourceKey}`;
}

/** The PasswordWork source of a password set by a member of staff (the audit log's actor). */
export function staffSource(actor: string): string {
  return `staff:${actor}`;
}

export interface PasswordConfig {
  /** scrypt's cost N for new hashes (memory 128·N·8 bytes). */
  costN: number;
  /** Each of the two PasswordWork instances (partner staff's sign-in; the back office). */
  work: PasswordWorkLimits;
}

/**
 *   PASSWORD_SCRYPT_N            scrypt's cost (default 65536: 64 MiB; a power of two, at least 16384;
 *                                TEAM_PASSWORD_SCRYPT_N is its former name, still read)
 *   PASSWORD_HASH_CONCURRENCY    hashes at once per PasswordWork (default: half the CPUs, 1 to 2)
 *   PASSWORD_HASH_QUEUE          hashes waiting per PasswordWork (default 8 per concurrent hash)
 *   PASSWORD_HASH_PER_SOURCE     hashes one source may have under way (default 2)
 */
export function loadPasswordConfig(env: Record<string, string | undefined>): PasswordConfig {
  const name = env.PASSWORD_SCRYPT_N || !env.TEAM_PASSWORD_SCRYPT_N ? 'PASSWORD_SCRYPT_N' : 'TEAM_PASSWORD_SCRYPT_N';
  const costN = boundedInt(env, name, 65536, 1 << 20);
  if ((costN & (costN - 1)) !== 0 || costN < 16384) throw new ConfigError(`${name} must be a power of two of at least 16384`);
  const concurrency = boundedInt(env, 'PASSWORD_HASH_CONCURRENCY', Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2))), 64);
  return {
    costN,
    work: {
      concurrency,
      queue: boundedInt(env, 'PASSWORD_HASH_QUEUE', 8 * concurrency, 10_000),
      perSource: boundedInt(env, 'PASSWORD_HASH_PER_SOURCE', 2, 1000),
    },
  };
}
