import type { MetaDescriptor } from "react-router";
import { workerContext } from "../../context.server.ts";
import { adsForPage } from "../../backend/ads/ads.server.ts";
import { advertiseSchema, storeEnquiry } from "../../backend/site/enquiries.server.ts";
import { turnstileSiteKey } from "../../backend/security/turnstile.server.ts";
import { settingsContext } from "../../shell/site-middleware.server.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { pageMeta } from "../../shell/page-meta.ts";
import { Field, FormStatus, Honeypot, HumanCheck } from "./components/FormParts.tsx";
import { OfficeDetails } from "./components/OfficeDetails.tsx";
import { formFailure, screenPublicForm, textFields, thanks } from "./forms.server.ts";
import { HONEYPOT_FIELD } from "./form-fields.ts";
import type { Route } from "./+types/advertise";
import "./info.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Advertise With Us (docs/product/site-and-accounts.md#info-pages): the enquiry form and the office details from the site settings. */

export const ADVERTISE_THANKS = "Thank you for your enquiry. Our team will get back to you soon.";
const FIELDS = ["name", "email", "mobile", "company", "city", "subject", "requirements", "clientToken"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  return {
    url: url.origin + url.pathname,
    sent: url.searchParams.get("sent") === "1",
    settings: context.get(settingsContext),
    siteKey: turnstileSiteKey(env),
    ads: await adsForPage(env.DB, url.pathname),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const screened = await screenPublicForm(request, env);
  if ("answer" in screened) return screened.answer;
  const { form } = screened;
  const parsed = advertiseSchema.safeParse(textFields(form, FIELDS));
  if (!parsed.success)
    return formFailure(form, "Your enquiry was not sent: please correct the fields marked below", 400, fieldMessages(parsed.error));
  try {
    await storeEnquiry(env, "advertise", parsed.data, null);
  } catch (error) {
    console.error(error);
    return formFailure(form, "Your enquiry could not be sent just now: what you typed is kept, please try again", 503);
  }
  return thanks(new URL(request.url).pathname);
}

/** The action's headers (Retry-After with a 429) reach the page's answer. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: "Advertise With Us | Cricket Edge",
    description: "Advertise on Cricket Edge: send us your requirements and our team will get back to you.",
    url: loaderData?.url ?? "",
    jsonLd: { "@type": "ContactPage", name: "Advertise With Us", url: loaderData?.url },
  });
}

export default function Advertise({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, siteKey, sent, ads } = loaderData;
  const state = { errors: actionData?.errors ?? {}, values: actionData?.values ?? {} };
  return (
    <div className="info info--columns">
      <section className="info__main" aria-labelledby="advertise-title">
        <h1 id="advertise-title">Advertise With Us</h1>
        <p>
          Reach cricket fans following live scores, scorecards and stories on {settings.companyName}. Tell us about your brand and what you
          have in mind — banners on match pages, series and home, or a partnership — and our team will get back to you.
        </p>
        <form method="post" action="/info/advertise" className="info-form" data-enquiry-form data-thanks-text={ADVERTISE_THANKS}>
          <FormStatus message={actionData?.message ?? null} thanks={sent && !actionData ? ADVERTISE_THANKS : null} />
          <input type="hidden" name="clientToken" defaultValue="" />
          <div className="info-form__row">
            <Field name="name" label="Name" state={state} autoComplete="name" maxLength={120} />
            <Field name="email" label="Email" type="email" state={state} autoComplete="email" maxLength={200} />
          </div>
          <div className="info-form__row">
            <Field name="mobile" label="Mobile" type="tel" required={false} state={state} autoComplete="tel" maxLength={20} />
            <Field name="company" label="Company" state={state} autoComplete="organization" maxLength={160} />
          </div>
          <div className="info-form__row">
            <Field name="city" label="City" state={state} autoComplete="address-level2" maxLength={120} />
            <Field name="subject" label="Subject" state={state} maxLength={200} />
          </div>
          <Field name="requirements" label="Requirements" multiline state={state} maxLength={5000} />
          <Honeypot name={HONEYPOT_FIELD} />
          <HumanCheck siteKey={siteKey} />
          <button type="submit" className="info-button info-form__submit">
            Submit
          </button>
        </form>
      </section>
      <aside className="info__side" aria-labelledby="office-title">
        <OfficeDetails settings={settings} />
        <AdSlot size="303x250" ads={ads["303x250"]} />
      </aside>
    </div>
  );
}
