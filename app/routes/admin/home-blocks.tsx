import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import {
  contentInputSchema,
  deleteContent,
  homeBlocks,
  moveContent,
  saveContent,
  setContentActive,
} from "../../backend/site/content.server.ts";
import { workerContext } from "../../context.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, deskForm, formToken, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/home-blocks";
import "./admin.css";
import { DeskField } from "./components/DeskField.tsx";
import { fieldMessages } from "../../data/zod-messages.ts";

/**
 * The home blocks desk (decision 030): home's Quick Access bar and Specials, from `site_content`
 * (app/backend/site/content.server.ts). Editors list, add, edit, reorder, hide and delete them with
 * plain forms, checked by the content API's own zod schema. Each write bumps the site version
 * (migration 0018's triggers), so home's next copy at the edge shows it. Hydrated, like the desk.
 */
export const handle: PageHandle = { hydrate: true };

const SLOTS = [
  { slot: "quick-access", name: "Quick Access", hint: "Links in the bar under home's match slider, after the series being played." },
  { slot: "specials", name: "Specials", hint: "Links in home's Specials box." },
] as const;
type Slot = (typeof SLOTS)[number]["slot"];
type Block = Awaited<ReturnType<typeof homeBlocks>>[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const blocks = await homeBlocks(env.DB);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  return { staff, blocks, editing: blocks.find((b) => b.id === editId) ?? null, token: formToken() };
}

export const meta = () => [{ title: "Home blocks | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

/** What a form asks for: the intent, and the block it is about (none for a new one). */
const actionSchema = z.object({
  intent: z.enum(["create", "update", "up", "down", "hide", "show", "delete"]),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  const action = actionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") ?? undefined });
  if (!action.success) return deskFail("Unknown action", 400, fieldMessages(action.error));
  const { intent, id = 0 } = action.data;
  const blocks = await homeBlocks(env.DB);
  const block = blocks.find((b) => b.id === id);
  if (intent !== "create" && !block) return deskFail(`No home block ${id}`, 404);
  switch (intent) {
    case "up":
    case "down":
      await moveContent(env.DB, id, intent);
      return redirect("/admin/home");
    case "hide":
    case "show":
      await setContentActive(env.DB, id, intent === "show");
      return redirect("/admin/home");
    case "delete":
      await deleteContent(env.DB, id);
      return redirect("/admin/home");
    case "create":
    case "update": {
      const slot = String(form.get("slot") ?? "");
      const last = Math.max(0, ...blocks.filter((b) => b.slot === slot).map((b) => b.position));
      const parsed = contentInputSchema.safeParse({
        slot,
        // A new block goes last in its slot; an edit keeps its place (moving slot puts it last there).
        position: block && block.slot === slot ? block.position : Math.min(last + 1, 1000),
        label: String(form.get("label") ?? ""),
        title: String(form.get("title") ?? ""),
        linkUrl: String(form.get("linkUrl") ?? ""),
        imageUrl: String(form.get("imageUrl") ?? ""),
        isActive: form.get("isActive") === "on",
        ...(intent === "create" ? { clientToken: String(form.get("clientToken") ?? "") } : {}),
      });
      if (!parsed.success) return deskFail("The block was not saved", 400, fieldMessages(parsed.error));
      const saved = await saveContent(env.DB, parsed.data, intent === "update" ? id : undefined);
      if (!saved) return deskFail(`No home block ${id}`, 404);
      return redirect("/admin/home");
    }
  }
}

export default function HomeBlocksDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { blocks, editing, token, staff } = loaderData;
  return (
    <section className="admin">
      <DeskHead title="Home blocks" current="home" nav={staff.nav} who={staff.who} />
      {actionData && (
        <p className="admin__alert" role="alert">
          {actionData.message}
        </p>
      )}
      {SLOTS.map(({ slot, name, hint }) => (
        <SlotTable key={slot} name={name} hint={hint} blocks={blocks.filter((b) => b.slot === slot)} />
      ))}
      <BlockForm key={editing?.id ?? `new-${token}`} block={editing} token={token} errors={actionData?.errors} />
    </section>
  );
}

function SlotTable({ name, hint, blocks }: { name: string; hint: string; blocks: Block[] }) {
  return (
    <section aria-label={name} data-slot-table={name}>
      <h2>{name}</h2>
      <p className="admin__hint">{hint}</p>
      {blocks.length === 0 ? (
        <p className="empty">No {name} blocks.</p>
      ) : (
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Block</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {blocks.map((b, index) => (
              <tr key={b.id} data-block={b.id}>
                <td>
                  <span className="admin__ad-name">{b.title}</span>
                  {b.label && <small> {b.label}</small>}
                  <a href={b.linkUrl} className="admin__ad-link">
                    {b.linkUrl}
                  </a>
                </td>
                <td>{b.isActive ? "Shown" : "Hidden"}</td>
                <td>
                  <Form method="post" className="admin__actions">
                    <input type="hidden" name="id" value={b.id} />
                    <button type="submit" name="intent" value="up" className="admin__button admin__button--small" disabled={index === 0}>
                      Up<span className="visually-hidden"> {b.title}</span>
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="down"
                      className="admin__button admin__button--small"
                      disabled={index === blocks.length - 1}
                    >
                      Down<span className="visually-hidden"> {b.title}</span>
                    </button>
                    <Link to={`/admin/home?edit=${b.id}`}>
                      Edit<span className="visually-hidden"> {b.title}</span>
                    </Link>
                    <button type="submit" name="intent" value={b.isActive ? "hide" : "show"} className="admin__button admin__button--small">
                      {b.isActive ? "Hide" : "Show"}
                      <span className="visually-hidden"> {b.title}</span>
                    </button>
                    <button type="submit" name="intent" value="delete" className="admin__button admin__button--small admin__button--danger">
                      Delete<span className="visually-hidden"> {b.title}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function BlockForm({ block, token, errors }: { block: Block | null; token: string; errors?: Record<string, string> }) {
  const field = (name: "title" | "label" | "linkUrl" | "imageUrl", label: string, hint?: string) => (
    <DeskField name={name} label={label} value={block ? String(block[name] ?? "") : ""} hint={hint} error={errors?.[name]} />
  );
  return (
    <Form method="post" className="admin__form">
      <h2>{block ? `Edit block ${block.id}` : "New block"}</h2>
      {block && <input type="hidden" name="id" value={block.id} />}
      <input type="hidden" name="clientToken" value={token} />
      <div className="admin__field">
        <label htmlFor="field-slot">Where</label>
        <select id="field-slot" name="slot" defaultValue={block?.slot ?? "quick-access"} aria-invalid={errors?.slot ? true : undefined}>
          {SLOTS.map(({ slot, name }) => (
            <option key={slot} value={slot satisfies Slot}>
              {name}
            </option>
          ))}
        </select>
        {errors?.slot && <small className="admin__error">{errors.slot}</small>}
      </div>
      {field("title", "Title", "The link's text.")}
      {field("linkUrl", "Link", "A path on this site (e.g. /cricket_news/editorial/interviews) or an http(s) URL.")}
      {field("label", "Label (optional)", "A short word above the title, e.g. Specials.")}
      {field("imageUrl", "Image (optional)", "A path on this site or an https image URL.")}
      <div className="admin__check">
        <input id="field-isActive" type="checkbox" name="isActive" defaultChecked={block?.isActive ?? true} />
        <label htmlFor="field-isActive">Shown on home</label>
      </div>
      <div className="admin__row">
        <button type="submit" name="intent" value={block ? "update" : "create"} className="admin__button">
          {block ? "Save block" : "Add block"}
        </button>
        {block && <Link to="/admin/home">Cancel</Link>}
      </div>
    </Form>
  );
}
