// Runs in every frame before the page's own scripts (and before the canary's watchers): one clock
// for all the page can read (Date, performance.now, event time stamps, document.timeline,
// animation frames, timers), which the canary moves ahead as time passing would move it.

/** The most timer callbacks one jump runs: past it, each step moves the clock a little further. */
export const JUMP_STEPS = 3000;

interface Timer {
  /** When it is due, on the page's clock (performance.now's scale). */
  due: number;
  /** An interval's period; undefined for a timeout. */
  period: number | undefined;
  handler: (...args: unknown[]) => unknown;
  args: unknown[];
  native: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Replaces the frame's clocks with proxies of the natives (their source reads native) that add
 * one offset; the native timers still run the page in real time. The control, under
 * `Symbol.for(key)`, jumps `ms` ahead: every timer due in the span fires in order of its time,
 * one per task, with every clock reading that time (so ticks a second apart read a second apart),
 * at least `ms / JUMP_STEPS` apart so that a 1 ms interval cannot hold the jump back; `carry` sets
 * the offset in a new document to the jumps made before it.
 */
export function pageClock(key: string, steps: number): void {
  const realm = globalThis as typeof globalThis & Record<symbol, unknown>;
  const NativeDate = Date;
  const dateNow = Date.now;
  const perfNow = Performance.prototype.now;
  const nativeSetTimeout = setTimeout;
  const nativeClearTimeout = clearTimeout;
  const post = MessagePort.prototype.postMessage;
  let offset = 0;
  const real = () => perfNow.call(performance);
  const now = () => real() + offset;
  const plus = <T extends (...args: never[]) => unknown>(target: T) =>
    new Proxy(target, {
      apply: (fn, self, args) => {
        const value = Reflect.apply(fn, self, args) as number | null;
        return typeof value === 'number' ? value + offset : value;
      },
    });
  Date.now = plus(dateNow);
  const ClockDate = new Proxy(NativeDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(
        target,
        args.length ? args : [dateNow.call(NativeDate) + offset],
        newTarget,
      ),
    apply: () => new NativeDate(dateNow.call(NativeDate) + offset).toString(),
  });
  Object.defineProperty(NativeDate.prototype, 'constructor', { value: ClockDate });
  realm.Date = ClockDate;
  Performance.prototype.now = plus(perfNow);
  for (const [prototype, name] of [
    [Event.prototype, 'timeStamp'],
    [globalThis.AnimationTimeline?.prototype, 'currentTime'],
  ] as const) {
    const property = prototype && Object.getOwnPropertyDescriptor(prototype, name);
    if (property?.get)
      Object.defineProperty(prototype, name, { ...property, get: plus(property.get) });
  }
  realm.requestAnimationFrame = new Proxy(requestAnimationFrame, {
    apply: (fn, self, [callback]: [FrameRequestCallback]) =>
      Reflect.apply(fn, self, [
        typeof callback === 'function' ? (time: number) => callback(time + offset) : callback,
      ]),
  });

  const timers = new Map<number, Timer>();
  let jumping = false;
  const arm = (id: number, timer: Timer) => {
    if (jumping) return; // Fired, or armed, by the jump.
    timer.native = Reflect.apply(nativeSetTimeout, realm, [
      () => fire(id, timer, now()),
      Math.max(0, timer.due - now()),
    ]) as ReturnType<typeof setTimeout>;
  };
  const fire = (id: number, timer: Timer, at: number) => {
    if (timer.period === undefined) timers.delete(id);
    else {
      timer.due = at + timer.period;
      arm(id, timer);
    }
    try {
      timer.handler.apply(realm, timer.args);
    } catch (error) {
      reportError(error);
    }
  };
  const schedule = (period: boolean) =>
    new Proxy(period ? setInterval : nativeSetTimeout, {
      apply: (fn, self, [handler, delay, ...args]: [unknown, unknown, ...unknown[]]) => {
        // A string or a bad handler: the browser's own, which compiles or refuses it.
        if (typeof handler !== 'function')
          return Reflect.apply(fn, self, [handler, delay, ...args]);
        const ms = Math.max(period ? 1 : 0, Number(delay) || 0);
        const timer: Timer = {
          due: now() + ms,
          period: period ? ms : undefined,
          handler: handler as Timer['handler'],
          args,
          native: undefined,
        };
        // The page's id is the first native timer's (an interval's too, chained as timeouts).
        const id = Reflect.apply(nativeSetTimeout, self, [
          () => fire(id, timer, now()),
          ms,
        ]) as unknown as number;
        timer.native = id as unknown as Timer['native'];
        timers.set(id, timer);
        if (jumping) nativeClearTimeout(timer.native);
        return id;
      },
    });
  realm.setTimeout = schedule(false) as typeof setTimeout;
  realm.setInterval = schedule(true) as typeof setInterval;
  const clear = (native: (id?: number) => void) =>
    new Proxy(native, {
      apply: (fn, self, [id]: [number | undefined]) => {
        const timer = id === undefined ? undefined : timers.get(id);
        if (!timer) return Reflect.apply(fn, self, [id]);
        timers.delete(id as number);
        nativeClearTimeout(timer.native);
      },
    });
  realm.clearTimeout = clear(nativeClearTimeout) as typeof clearTimeout;
  realm.clearInterval = clear(clearInterval) as typeof clearInterval;

  // One task after another without the 4 ms a nested timer waits: a port of the clock's own.
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  const nextTask = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      post.call(channel.port2, undefined);
    });

  const jump = async (ms: number): Promise<{ fired: number; offset: number }> => {
    const target = now() + ms;
    const step = ms / steps;
    let fired = 0;
    jumping = true;
    for (const timer of timers.values()) nativeClearTimeout(timer.native);
    try {
      for (let at = now(); ;) {
        let next: [number, Timer] | undefined;
        for (const entry of timers) if (!next || entry[1].due < next[1].due) next = entry;
        if (!next || next[1].due > target || at >= target) break;
        // Never back: a handler may have taken longer than a step.
        at = Math.min(target, Math.max(next[1].due, now(), at + (fired > 0 ? step : 0)));
        offset = Math.ceil(at - real());
        fire(next[0], next[1], at);
        fired++;
        await nextTask();
      }
      offset = Math.ceil(target - real());
      // What is still due (many timers due at once, past the steps): each once, at the end.
      for (const [id, timer] of [...timers].filter(([, { due }]) => due <= target)) {
        fire(id, timer, target);
        fired++;
      }
    } finally {
      jumping = false;
      for (const [id, timer] of timers) arm(id, timer);
    }
    return { fired, offset };
  };
  Object.defineProperty(realm, Symbol.for(key), {
    value: {
      jump,
      carry: (jumped: number) => void (offset = jumped),
    },
  });
}

/** The init script of the clock for key `key`, named as the audit's own code. */
export const pageClockScript = (key: string, ownSource: string) =>
  `(${pageClock.toString()})(${JSON.stringify(key)}, ${JUMP_STEPS});
//# sourceURL=${ownSource}-clock`;

/** For documents loaded after jumps: their clock starts `jumped` ms ahead, as the page's. */
export const carryScript = (key: string, jumped: number, ownSource: string) =>
  `globalThis[Symbol.for(${JSON.stringify(key)})]?.carry(${jumped});
//# sourceURL=${ownSource}-clock`;
