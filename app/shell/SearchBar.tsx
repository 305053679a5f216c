import { useSearchParams } from "react-router";
import { MIN_SEARCH_LENGTH, SEARCH_PLACEHOLDER, TOO_SHORT_MESSAGE } from "./shell-rules.ts";

export { MIN_SEARCH_LENGTH, TOO_SHORT_MESSAGE };

/**
 * The header search (docs/product/site-and-accounts.md#header): a form to /search. A term shorter than 3 characters is not
 * searched: app/enhance/shell.ts clears the box and turns its placeholder red. Without JavaScript
 * /search answers a short term with the same message. In the header's search panel the box takes
 * the focus when the panel opens.
 */
export function SearchBar({ id = "site-search" }: { id?: string }) {
  const [params] = useSearchParams();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a GET form is what searches without JavaScript; role=search makes it the landmark
    <form method="get" action="/search" role="search" className="search-bar">
      <label htmlFor={id} className="visually-hidden">
        Search players, teams, series, venues and stories
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className="search-bar__input"
        placeholder={SEARCH_PLACEHOLDER}
        defaultValue={params.get("q") ?? ""}
        key={params.get("q") ?? ""}
        autoComplete="off"
        maxLength={80}
      />
      <button type="submit" className="search-bar__button">
        SEARCH
      </button>
    </form>
  );
}
