/**
 * What a reader reads when a source could not answer (issue 32): a neutral sentence, never the
 * provider's URL, an HTTP status or the circuit breaker's retry timer. The cause goes to the log.
 */
export const NOT_AVAILABLE = "Not available right now";
