/** URLs of the built enhancer scripts (vite.config.ts). */
declare module "virtual:enhancers" {
  const urls: { matchPage: string; contentPage: string };
  export default urls;
}
