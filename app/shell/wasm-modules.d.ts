/** resvg's WebAssembly, which the Cloudflare Vite plugin gives the Worker compiled (its CompiledWasm rule). */
declare module "@resvg/resvg-wasm/index_bg.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
