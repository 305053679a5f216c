import { z } from "zod";

/**
 * What a zod error says, in the two shapes our readers need, from zod's own formatting
 * (decision 040): a form's messages by field (z.flattenError) and one line per issue for an API
 * answer, a log or a file's error ("runs.batter: Too small: expected number to be >=0"; the path
 * in zod's notation, z.core.toDotPath). Safe for the browser.
 */

type Issue = z.core.$ZodIssue;

export interface IssueLineOptions {
  /** the path the parsed value sits at (e.g. ["info"] for a body's info object) */
  under?: readonly PropertyKey[];
  /** what an issue of the whole value is about (e.g. "row"); without it, the message alone */
  whole?: string;
}

/** One issue as a line: "where: why". */
export function issueLine(issue: Issue, { under = [], whole }: IssueLineOptions = {}): string {
  const where = z.core.toDotPath([...under, ...issue.path]) || whole;
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** The error's first issue as a line (zod reports issues in the order of the schema's fields). */
export function firstIssueLine(error: z.ZodError, options?: IssueLineOptions): string {
  return issueLine(error.issues[0]!, options);
}

/** The first `limit` issues as lines joined by "; ". */
export function issueLines(error: z.ZodError, limit = Number.POSITIVE_INFINITY, options?: IssueLineOptions): string {
  return error.issues
    .slice(0, limit)
    .map((issue) => issueLine(issue, options))
    .join("; ");
}

/** Each issue's path (zod's notation) and message, for an API answer that lists them. */
export function issueList(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: z.core.toDotPath(issue.path), message: issue.message }));
}

/** A form's first message for each field it names (z.flattenError); issues of the whole form under "form". */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrors) as [string, string[] | undefined][]) {
    if (list?.[0]) messages[field] = list[0];
  }
  if (formErrors[0] && !messages.form) messages.form = formErrors[0];
  return messages;
}
