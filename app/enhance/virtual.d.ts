/** URLs of the built enhancer scripts (vite.config.ts). */
declare module "virtual:enhancers" {
  const urls: Record<import("./page-handle.ts").Enhancer, string>;
  export default urls;
}
