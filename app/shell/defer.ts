/**
 * Streaming with a deadline (docs/decisions/008-site-shell-and-search.md): a loader awaits its data
 * up to a budget. In time, the value goes into the HTML like any awaited data (readable without
 * JavaScript); later, the promise is returned instead and the page streams: the shell first, the
 * section when it arrives. Failures become values, so a section can show its error box: the cause
 * is logged, the reader gets a neutral message (issue 32: never the provider's internals).
 */
import { NOT_AVAILABLE } from "./unavailable.ts";

export type Settled<T> = { ok: true; value: T } | { ok: false; message: string };

export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      console.error(error);
      return { ok: false as const, message: NOT_AVAILABLE };
    },
  );
}

const LATE = Symbol("late");

/**
 * `{ now }` when the value comes within `ms`, otherwise `{ later }` holding the promise (to stream).
 * (Wrapped: an async function returning a promise would wait for it.)
 */
export async function within<T>(promise: Promise<T>, ms: number): Promise<{ now: T } | { later: Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  const first = await Promise.race([promise, deadline]);
  clearTimeout(timer);
  return first === LATE ? { later: promise } : { now: first as T };
}

/** The value, or the promise to hand to <Await>. */
export function valueOrPromise<T>(result: { now: T } | { later: Promise<T> }): T | Promise<T> {
  return "now" in result ? result.now : result.later;
}
