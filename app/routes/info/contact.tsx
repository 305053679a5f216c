import type { MetaDescriptor } from "react-router";
import { workerContext } from "../../context.server.ts";
import { adsForPage } from "../../backend/ads/ads.server.ts";
import { checkScreenshot, feedbackSchema, storeEnquiry } from "../../backend/site/enquiries.server.ts";
import { MAX_SCREENSHOT_BYTES } from "../../backend/site/desk-public.ts";
import { UploadError } from "../../backend/media/files.server.ts";
import { turnstileSiteKey } from "../../backend/security/turnstile.server.ts";
import { settingsContext } from "../../shell/site-middleware.server.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { pageMeta } from "../../shell/page-meta.ts";
import { Field, FormStatus, Honeypot, HumanCheck } from "./components/FormParts.tsx";
import { OfficeDetails } from "./components/OfficeDetails.tsx";
import { formFailure, screenPublicForm, textFields, thanks } from "./forms.server.ts";
import { HONEYPOT_FIELD } from "./form-fields.ts";
import type { Route } from "./+types/contact";
import "./info.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Contact us: the feedback form (docs/product/site-and-accounts.md#info-pages) with an optional screenshot, and the office details. */

export const FEEDBACK_THANKS = "Thank you for your feedback. We read every message and will reply if you asked us something.";
const FIELDS = ["name", "email", "subject", "message", "clientToken"] as const;

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
  const parsed = feedbackSchema.safeParse(textFields(form, FIELDS));
  const errors = parsed.success ? {} : fieldMessages(parsed.error);
  let screenshot: Awaited<ReturnType<typeof checkScreenshot>> | null = null;
  const file = form.get("screenshot");
  if (file instanceof File && file.size > 0) {
    try {
      screenshot = await checkScreenshot(file);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      errors.screenshot = error.message;
    }
  }
  if (!parsed.success || errors.screenshot) {
    return formFailure(form, "Your message was not sent: please correct the fields marked below", 400, errors);
  }
  try {
    await storeEnquiry(env, "feedback", parsed.data, screenshot);
  } catch (error) {
    console.error(error);
    return formFailure(form, "Your message could not be sent just now: what you typed is kept, please try again", 503);
  }
  return thanks(new URL(request.url).pathname);
}

/** The action's headers (Retry-After with a 429) reach the page's answer. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: "Contact Us | Cricket Edge",
    description: "Send Cricket Edge your feedback, questions or a problem you found, with a screenshot if it helps.",
    url: loaderData?.url ?? "",
    jsonLd: { "@type": "ContactPage", name: "Contact Us", url: loaderData?.url },
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, siteKey, sent, ads } = loaderData;
  const state = { errors: actionData?.errors ?? {}, values: actionData?.values ?? {} };
  const screenshotError = state.errors.screenshot;
  return (
    <div className="info info--columns">
      <section className="info__main" aria-labelledby="contact-title">
        <h1 id="contact-title">Contact Us</h1>
        <p>Questions, corrections, ideas or a problem on a page: write to us. A screenshot helps us find what you saw.</p>
        <form
          method="post"
          action="/info/contact"
          encType="multipart/form-data"
          className="info-form"
          data-enquiry-form
          data-thanks-text={FEEDBACK_THANKS}
        >
          <FormStatus message={actionData?.message ?? null} thanks={sent && !actionData ? FEEDBACK_THANKS : null} />
          <input type="hidden" name="clientToken" defaultValue="" />
          <div className="info-form__row">
            <Field name="name" label="Name" state={state} autoComplete="name" maxLength={120} />
            <Field name="email" label="Email" type="email" state={state} autoComplete="email" maxLength={200} />
          </div>
          <Field name="subject" label="Subject" state={state} maxLength={200} />
          <Field name="message" label="Message" multiline state={state} maxLength={5000} />
          <div className="info-form__field">
            <label htmlFor="field-screenshot">
              Screenshot
              <span className="info-form__optional"> (optional: JPG, PNG or GIF, at most {MAX_SCREENSHOT_BYTES / 1024 / 1024} MB)</span>
            </label>
            <input
              id="field-screenshot"
              name="screenshot"
              type="file"
              accept="image/jpeg,image/png,image/gif"
              aria-invalid={screenshotError ? true : undefined}
              aria-describedby="field-screenshot-error"
            />
            <small className="info-form__error" id="field-screenshot-error" data-error-for="screenshot">
              {screenshotError ?? ""}
            </small>
          </div>
          <Honeypot name={HONEYPOT_FIELD} />
          <HumanCheck siteKey={siteKey} />
          <button type="submit" className="info-button info-form__submit">
            Submit
          </button>
        </form>
      </section>
      <aside className="info__side" aria-labelledby="office-title">
        <OfficeDetails settings={settings} withCorporate />
        <AdSlot size="303x250" ads={ads["303x250"]} />
      </aside>
    </div>
  );
}
