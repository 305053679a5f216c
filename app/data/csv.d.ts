/** A sourced data file (data/*.csv) imported as its text (vite.config.ts csvText; the tools Worker's Text rule). */
declare module "*.csv" {
  const text: string;
  export default text;
}
