/** Scored matches are part of the embedded source: the view lives in app/data/embedded/scored.ts. */
export * from "../../app/data/embedded/scored.server.ts";
