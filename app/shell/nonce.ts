import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (app/entry.server.tsx
 * provides it; workers/security-headers.ts puts it in the policy): every <script> of the page
 * carries it. In the browser there is none (undefined): scripts rendered there need none, and the
 * scripts from the server keep theirs (the browser hides it from the page, so hydration cannot
 * compare it: those scripts suppress the hydration warning).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
