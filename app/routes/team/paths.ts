/** A team's page (the one address the shell's menus and match pages use too). */
export { teamHref as teamPath } from "../../shell/teams.ts";
