// The dispatcher role: reads the outbox and delivers webhooks.
//
// Each round (1) claims open deliveries into free sending slots with SKIP
// LOCKED and a lease when some wait for a slot, then (2) fans out a batch of
// outbox events into delivery rows, claiming those it can send now in the
// same statement, and starts one POST per claimed delivery without waiting
// for it. A round runs when an event commits (the outbox bell in
// this process, NOTIFY from others: wakeups.ts), when a POST ends while its
// endpoint or the process was full, and on the poll (the fallback). Slots are
// bounded overall and per endpoint, each endpoint's window sized to its
// observed latency and rate (window.ts), and the claim never takes more for
// an endpoint than it has free slots, so a slow or dead endpoint holds at
// most its own window and never delays the others. Several dispatcher
// processes can run on one database: SKIP LOCKED hands each row to one of
// them, and a row whose dispatcher died (lease expired) is claimed again, so
// a restart loses nothing (at least once: a crash between sending and
// recording sends again). While idle, the poll backs off (doubling from
// pollMs up to idlePollMaxMs, back to pollMs on work or a wake-up) and the
// loop sleeps no longer than until the next lapsing claim (a dead
// dispatcher's): an idle service polls about once per idlePollMaxMs, and
// deliveries queued by staff wake it by notification (migration 0022). A
// backed-off poll that nothing woke first asks, in one light statement
// (DeliveryProbes.idleProbe), whether there is anything to fan out or claim
// and when the next claim lapses; the claim and the fan-out, heavy to plan,
// run only for what it found.
// A claim takes up to a window more per endpoint than its free slots; those wait in this process and start as slots free
// (claimed-queue.ts). Commits close together share a fan-out (fanOutGapMs) and outcomes a statement (recordGatherMs). This file is the
// loop and its slots; one attempt is attempt.ts's, recording the outcomes and giving claims back outcomes.ts's, the warm-up before the first round warm-up.ts's,
// when a round runs and how much a claim takes schedule.ts's, its sleeps and clock sleeps.ts's, its spans spans.ts's.
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/transaction.ts';
import { type ClaimedDelivery, DeliveryClaims } from '../delivery-claims.ts';
import { DeliveryOutcomes } from '../delivery-outcomes.ts';
import { DeliveryProbes } from '../delivery-probes.ts';
import type { SecretBox } from '../secret-box.ts';
import type { Sender } from '../sender.ts';
import { DeliveryAttempts } from './attempt.ts';
import { ClaimedQueue } from './claimed-queue.ts';
import { OutcomeLedger } from './outcomes.ts';
import { deliveryFields, unobserved, type DeliveryObserver, type DispatcherLog, type DispatcherSettings } from './settings.ts';
import { isDeliveryWake, noWakeups, WakeFilter, type WakeSource } from './wakeups.ts';
import { EndpointWindows } from './window.ts';
import { ClaimSize, idleBeforeNextRound } from './schedule.ts';
import { LoopSleeps } from './sleeps.ts';
import { fanOutSpan } from './spans.ts';
import { warmConnections } from './warm-up.ts';

export { idleBeforeNextRound };

export class Dispatcher {
  readonly #db: Db;
  readonly #claims: DeliveryClaims;
  readonly #probes: DeliveryProbes;
  readonly #windows: EndpointWindows;
  readonly #attempts: DeliveryAttempts;
  readonly #ledger: OutcomeLedger;
  readonly #wakeFilter = new WakeFilter();
  #unsubscribe: (() => void) | null = null;
  readonly #tasks = new Set<Promise<void>>();
  /** Claimed deliveries whose POST has not ended yet (what handBack() gives back, with the queue's). */
  readonly #sending = new Map<number, ClaimedDelivery>();
  /** Claimed deliveries waiting for a slot of their endpoint (claimed-queue.ts). */
  readonly #queue = new ClaimedQueue();
  readonly #claimSize: ClaimSize;
  #running = false;
  /** stop() was called (and start() not since): no round claims or fans out any more, not even one under way then. */
  #stopped = false;
  #loop: Promise<void> | null = null;
  #warmed: Promise<void> = Promise.resolve();
  /** The idle sleep, the commits' pause and the clock the rounds read (settings.timers: the process's by default). */
  readonly #sleeps: LoopSleeps;
  /** Something woke the loop since its round began: it runs another round instead of sleeping. */
  #woken = false;
  /** An event committed since the last fan-out began. */
  #eventsWaiting = false;
  /** The last claim filled its batch or the process's slots: a finished POST may free room for more. */
  #claimLimited = false;
  /** A finished POST freed a slot a pending delivery may wait for: the next round claims. */
  #claimWanted = false;
  /**
   * Endpoints a fan-out or claim left deliveries pending for (no free slot): a POST ending for one wakes a claim. Not
   * the window re-read when the POST ends: it may have grown meanwhile, and waiting for a re-read left a 10 s tail in the spread bench.
   */
  readonly #owed = new Set<number>();
  #lastFanOut = -Infinity;
  /** The last claim of open deliveries: the poll claims every pollMs while idle, every 10 × pollMs under steady traffic. */
  #lastClaim = -Infinity;
  #fanOutBacklog = false;
  /** The poll interval now: settings.pollMs, doubled by each idle round up to idlePollMaxMs. */
  #pollMs: number;
  /** The next claim's lapse as this round's idle probe read it (null: none held), when the round ran nothing else. */
  #probedLapse: number | null | undefined;

  constructor(
    db: Db,
    box: SecretBox,
    clock: Clock,
    private readonly settings: DispatcherSettings,
    private readonly log: DispatcherLog,
    /** How a delivery is sent: httpSender with the environment's destination policy. */
    send: Sender,
    private readonly observer: DeliveryObserver = unobserved,
    private readonly wakeups: WakeSource = noWakeups,
  ) {
    this.#pollMs = settings.pollMs;
    this.#sleeps = new LoopSleeps(settings.timers);
    this.#db = db;
    this.#claimSize = new ClaimSize(settings.claimBatch, 2 * settings.concurrency);
    this.#claims = new DeliveryClaims(db);
    this.#probes = new DeliveryProbes(db);
    this.#attempts = new DeliveryAttempts(box, clock, send, settings.timeoutMs);
    this.#ledger = new OutcomeLedger(new DeliveryOutcomes(db), log, settings.recordGatherMs ?? 0);
    this.#windows = new EndpointWindows({
      min: settings.perEndpointConcurrency,
      max: Math.max(settings.perEndpointConcurrency, settings.perEndpointMaxConcurrency),
      floorRate: settings.endpointFloorRate,
    });
  }

  /** Starts the loop once its connections are warm (warm-up.ts); resolves then (the role reports ready after it). */
  start(): Promise<void> {
    if (this.#running) return this.#warmed;
    this.#running = true;
    this.#stopped = false;
    // Listening first: a commit during the warm-up is fanned out by the first round.
    this.#unsubscribe = this.wakeups.subscribe((eventId) => {
      if (isDeliveryWake(eventId)) this.#kick(false);
      else if (this.#wakeFilter.admit(eventId, this.#sleeps.now())) this.#kick(true);
    });
    this.#warmed = warmConnections(this.#db, this.settings, this.log);
    this.#loop = this.#warmed.then(() => this.#run());
    return this.#warmed;
  }

  /** Stops claiming, then waits for the deliveries in flight to be sent and recorded (shutdown bounds it and calls handBack()). */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#sleeps.endAll();
    await this.#loop;
    // Claimed ahead, not started: pending again now, for any dispatcher (their lease would hold them otherwise).
    await this.#ledger.giveBack(this.#queue.drain(), 'webhook delivery given back at stop: another dispatcher sends it now');
    await Promise.allSettled([...this.#tasks]);
    while (this.#ledger.pending) await this.#ledger.flush();
  }

  /**
   * Shutdown's grace ran out: the deliveries still being sent are given back
   * (pending again) so another dispatcher sends them now instead of after
   * their lease; the POSTs still going here are not recorded (at least once:
   * the receiver may see one twice). Returns how many were given back.
   */
  async handBack(): Promise<number> {
    // The round under way when stop() came ends first: what its claim took is in hand then, and given back with the
    // rest, and no claim can follow the hand-back (one did, on a loaded machine: test/events/webhooks/hand-back.test.ts).
    if (this.#stopped) await this.#loop?.catch(() => {});
    return this.#ledger.giveBack(
      [...this.#sending.values(), ...this.#queue.drain()],
      'webhook delivery handed back at shutdown: another dispatcher sends it now',
    );
  }

  /** Deliveries being sent by this process right now. */
  get inFlight(): number {
    return this.#tasks.size;
  }

  /** Wakes the loop for a round now: `events` when an event committed (the round fans out), else to claim. */
  #kick(events: boolean): void {
    if (events) this.#eventsWaiting = true;
    else this.#claimWanted = true;
    this.#woken = true;
    this.#sleeps.wake();
  }

  /**
   * One round: when a finished POST freed a slot a pending delivery waits for, a claim was cut or on the claim's
   * poll, claim open deliveries; then, when an event committed, a backlog remains or on the poll, fan out and claim
   * what it fanned out in one statement (a round woken by a commit alone is that one statement). Returns how much it did.
   */
  async tick(): Promise<number> {
    if (this.#stopped) return 0;
    const s = this.settings;
    const now = this.#sleeps.now();
    const polled = now - this.#lastFanOut >= this.#pollMs;
    // The claim's poll (what others queued: staff, a dead dispatcher's lease) has its own clock, so fan-outs woken by
    // commits never postpone it past 10 intervals; not every interval under traffic: the fan-outs would wait for it.
    const sinceClaim = now - this.#lastClaim;
    let claimWanted =
      this.#claimWanted || this.#claimLimited || sinceClaim >= Math.max(10 * s.pollMs, this.#pollMs) || (polled && sinceClaim >= s.pollMs);
    const woken = this.#claimWanted || this.#claimLimited || this.#eventsWaiting || this.#fanOutBacklog;
    this.#claimWanted = false;
    this.#claimLimited = false;
    this.#probedLapse = undefined;
    let fanOutPolled = polled;
    // A backed-off poll nothing woke: one light read says whether there is anything to claim or fan out.
    if (!woken && this.#pollMs > s.pollMs && (claimWanted || polled)) {
      const probe = await this.#probes.idleProbe();
      // A poll the probe answered for: its clock restarts as if it had run.
      const at = this.#sleeps.now();
      if (claimWanted && !probe.open) {
        claimWanted = false;
        this.#lastClaim = at;
      }
      if (fanOutPolled && !probe.events) {
        fanOutPolled = false;
        this.#lastFanOut = at;
        this.wakeups.refresh?.();
      }
      if (!claimWanted && !fanOutPolled) this.#probedLapse = probe.lapseMs;
    }
    // Deliveries already waiting first, then the new events: a fan-out's claim must not keep overtaking them.
    const claimed = claimWanted && !this.#stopped ? await this.#claimOpen() : 0;
    if (this.#stopped || (!this.#eventsWaiting && !this.#fanOutBacklog && !fanOutPolled)) return claimed;
    this.#eventsWaiting = false;
    this.#lastFanOut = this.#sleeps.now();
    if (polled) this.wakeups.refresh?.();
    // Not bound by the claim's batch: its inserted rows cost nothing more to claim; left pending, a later update each.
    const free = this.#room();
    if (free <= 0) {
      const fanned = await this.#claims.fanOut(s.fanOutBatch);
      this.#fanOutBacklog = fanned === s.fanOutBatch;
      return claimed + fanned;
    }
    const round = await fanOutSpan(() =>
      this.#claims.fanOutAndClaim({
        limit: s.fanOutBatch,
        total: free,
        free: this.#allowance(this.#sleeps.now()),
        defaultFree: 2 * s.perEndpointConcurrency,
        leaseMs: s.leaseMs,
      }),
    );
    this.#fanOutBacklog = round.fanned === s.fanOutBatch;
    for (const endpoint of round.left) this.#owed.add(endpoint);
    this.#start(round.claimed);
    // Cut by the free slots: the next round claims the rest.
    this.#claimLimited ||= round.claimed.length >= free;
    return claimed + round.fanned + round.claimed.length;
  }

  /** Claims open deliveries into the free slots; notes the endpoints it left some for. */
  async #claimOpen(): Promise<number> {
    const free = this.#freeSlots();
    // The process is full: each POST that ends wakes a claim (#launch).
    if (free <= 0) return 0;
    const s = this.settings;
    this.#lastClaim = this.#sleeps.now();
    const windows = this.#allowance(this.#lastClaim);
    const round = await this.#claims.claimRound({
      total: free,
      free: windows,
      defaultFree: 2 * s.perEndpointConcurrency,
      leaseMs: s.leaseMs,
    });
    // Endpoints without a free slot were not read at all: they may have deliveries waiting too.
    for (const [endpoint, slots] of windows) if (slots <= 0) this.#owed.add(endpoint);
    for (const endpoint of round.short) this.#owed.add(endpoint);
    this.#claimLimited = round.cut;
    // Took less with no endpoint left short: the backlog is drained (short: its endpoints' windows were the bound).
    if (round.claimed.length >= free) this.#claimSize.cut(free);
    else if (round.short.length === 0) this.#claimSize.drained();
    this.#start(round.claimed);
    return round.claimed.length;
  }

  /** Deliveries a claim of open deliveries may take now: the process's room, one batch at most (ClaimSize). */
  #freeSlots = (): number => Math.min(this.#claimSize.size, this.#room());

  /** The process's free slots and as many to queue. */
  #room(): number {
    const c = this.settings.concurrency;
    return c - this.#tasks.size + Math.max(0, c - this.#queue.size);
  }

  /** Per endpoint this process knows, what a claim may take: its free slots, and its window again to queue. */
  #allowance(now: number): Map<number, number> {
    const free = this.#windows.free(now);
    for (const [endpoint, slots] of free) {
      free.set(endpoint, slots + Math.max(0, this.#windows.size(endpoint, now) - this.#queue.count(endpoint)));
    }
    return free;
  }

  /** Queues claimed deliveries and starts those their endpoints and the process have slots for. */
  #start(claimed: ClaimedDelivery[]): void {
    for (const delivery of claimed) this.#queue.push(delivery);
    this.#pump();
  }

  #pump(): void {
    if (this.#queue.size === 0) return;
    const now = this.#sleeps.now();
    this.#queue.startEach(
      (endpoint) => this.#tasks.size < this.settings.concurrency && !this.#windows.full(endpoint, now),
      (delivery) => this.#launch(delivery),
    );
    this.#queue.retryWhileWaiting(() => this.#pump());
  }

  async #run(): Promise<void> {
    const base = this.settings.pollMs;
    const max = Math.max(base, this.settings.idlePollMaxMs ?? base);
    while (this.#running) {
      await this.#gatherCommits();
      this.#woken = false;
      let failed = false;
      let did = 0;
      try {
        did = await this.tick();
      } catch (error) {
        failed = true;
        this.log.error({ err: error }, 'webhook dispatcher round failed (database unavailable?); retrying in a second');
      }
      // Work or a wake-up: polls at pollMs again; a round that found nothing: the poll backs off.
      if (did > 0 || this.#woken) this.#pollMs = base;
      else if (!failed) this.#pollMs = Math.min(max, this.#pollMs * 2);
      // Straight into the next round while a batch was full; otherwise sleep until a wake-up or the poll.
      const more = !failed && (this.#fanOutBacklog || this.#claimLimited);
      if (this.#running && !more && !(this.#woken && !failed)) {
        // Until the fan-out or the claim is next due, whichever comes first.
        let wait = idleBeforeNextRound({ failed, pollMs: this.#pollMs, sinceFanOutMs: this.#sinceDue() });
        if (!failed && this.#pollMs > base) wait = await this.#untilLeaseLapses(wait);
        if (this.#running && !this.#woken) await this.#sleeps.idle(wait);
      }
    }
  }

  /** Woken by commits alone within fanOutGapMs of the last fan-out: waits out the gap, so they share one statement. */
  async #gatherCommits(): Promise<void> {
    const gap = this.settings.fanOutGapMs ?? 0;
    if (gap <= 0 || !this.#eventsWaiting || this.#claimWanted || this.#claimLimited || this.#fanOutBacklog) return;
    const wait = this.#lastFanOut + gap - this.#sleeps.now();
    if (wait > 0) await this.#sleeps.pause(wait);
  }

  /** `wait`, or less when a claim lapses sooner (a dead dispatcher's): the round after it claims. */
  async #untilLeaseLapses(wait: number): Promise<number> {
    const due = this.#probedLapse !== undefined ? this.#probedLapse : await this.#probes.nextLeaseLapseMs().catch(() => null);
    if (due === null || due + 1 >= wait) return wait;
    this.#claimWanted = true;
    // One lapsed already (another dispatcher is claiming it): look again shortly rather than spin.
    return Math.max(20, Math.ceil(due) + 1);
  }

  /** How long ago, as time since a fan-out, the next polled round fell due (fan-out every poll, claim every 10 × pollMs). */
  #sinceDue(p = this.#pollMs, now = this.#sleeps.now()): number {
    return p - Math.min(this.#lastFanOut + p - now, this.#lastClaim + Math.max(p, 10 * this.settings.pollMs) - now);
  }

  #launch(delivery: ClaimedDelivery): void {
    const endpoint = delivery.endpointId;
    this.#windows.started(endpoint, delivery.id, this.#sleeps.now());
    this.#sending.set(delivery.id, delivery);
    let latencyMs: number | null = null;
    const task = this.#attempts
      .attempt(delivery)
      .then((outcome) => {
        latencyMs = outcome.latencyMs;
        // Handed back meanwhile: another dispatcher owns it now.
        if (!this.#sending.delete(delivery.id)) return;
        this.observer.delivery(outcome.status, delivery.committedAt ?? null, outcome.latencyMs);
        this.#ledger.add(delivery, outcome);
      })
      .catch((error: unknown) =>
        this.log.error(
          { err: error, ...deliveryFields(delivery) },
          'webhook delivery failed unexpectedly; it will be retried after its lease',
        ),
      )
      .finally(() => {
        this.#sending.delete(delivery.id);
        const now = this.#sleeps.now();
        const wasFull = this.#tasks.size >= this.settings.concurrency;
        const queued = this.#queue.count(endpoint);
        this.#windows.finished(endpoint, delivery.id, latencyMs, now, queued > 0 || this.#owed.has(endpoint));
        this.#tasks.delete(task);
        // The next one claimed ahead starts in the slot this frees, without a round trip.
        this.#pump();
        // Its endpoint has deliveries left pending and its queue runs low, or the process was full: claim more.
        const owed = this.#queue.count(endpoint) * 2 <= this.#windows.size(endpoint, now) && this.#owed.delete(endpoint);
        if (owed || (wasFull && this.#queue.size === 0) || this.#claimLimited) this.#kick(false);
      });
    this.#tasks.add(task);
  }
}
