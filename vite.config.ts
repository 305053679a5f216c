import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { csvText } from "./scripts/lib/csv-text-plugin.ts";

/**
 * Pages that are not hydrated (docs/decisions/011-unhydrated-match-page.md) load one small script
 * instead of the React Router runtime. Each is an extra entry of the client build; the server
 * learns its hashed URL from `virtual:enhancers` (the client build runs before the server's).
 */
const ENHANCERS = { matchPage: "app/enhance/match-page.ts", contentPage: "app/enhance/content-page.ts", livePage: "app/enhance/live-page.ts" } as const;
const VIRTUAL = "virtual:enhancers";

function enhancers(): Plugin {
  const built = new Map<string, string>();
  const nameOf = (file: string) => Object.keys(ENHANCERS).find((key) => path.resolve(ENHANCERS[key as keyof typeof ENHANCERS]) === file);
  return {
    name: "cricket:enhancers",
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      for (const [name, file] of Object.entries(ENHANCERS))
        this.emitFile({ type: "chunk", id: path.resolve(file), name: `enhance-${name}` });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        const name = chunk.type === "chunk" && chunk.facadeModuleId ? nameOf(chunk.facadeModuleId) : undefined;
        if (name) built.set(name, `/${chunk.fileName}`);
      }
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return;
      // The browser's copy of the root never renders an unhydrated page: it needs no URLs.
      if (this.environment.name === "client" && this.environment.mode === "build") return "export default {};";
      const urls = Object.fromEntries(
        Object.entries(ENHANCERS).map(([name, file]) => {
          const url = this.environment.mode === "dev" ? `/${file}` : built.get(name);
          if (!url) throw new Error(`enhancer ${name} was not built: the client build must run first`);
          return [name, url];
        }),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    csvText(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // npm run dev is local development (decision 046); a build never carries the setting.
      config: command === "serve" ? { vars: { LOCAL_DEVELOPMENT: "on" } } : undefined,
    }),
    reactRouter(),
    enhancers(),
  ],
}));
