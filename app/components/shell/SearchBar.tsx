import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";

export const MIN_SEARCH_LENGTH = 3;
export const TOO_SHORT_MESSAGE = "Please enter at least 3 characters";

/**
 * The header search (spec 1 §2, §5). A term shorter than 3 characters is not searched: the box is
 * cleared and its placeholder turns red. Without JavaScript the form still goes to /search, which
 * answers a short term with the same message.
 */
export function SearchBar({ id = "site-search", autoFocus = false }: { id?: string; autoFocus?: boolean }) {
  const [params] = useSearchParams();
  const [tooShort, setTooShort] = useState(false);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
    const q = field.value.trim();
    if (q.length < MIN_SEARCH_LENGTH) {
      field.value = "";
      setTooShort(true);
      field.focus();
      return;
    }
    field.closest("details")?.removeAttribute("open");
    navigate(`/search?${new URLSearchParams({ q })}`);
  };
  const input = useRef<HTMLInputElement>(null);
  // In the header's search panel: focus the box when the panel opens.
  useEffect(() => {
    const details = input.current?.closest("details");
    if (!autoFocus || !details) return;
    const onToggle = () => details.open && input.current?.focus();
    details.addEventListener("toggle", onToggle);
    return () => details.removeEventListener("toggle", onToggle);
  }, [autoFocus]);
  return (
    <form method="get" action="/search" role="search" className="search-bar" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search players, teams, series, venues and stories
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        className={`search-bar__input${tooShort ? " search-bar__input--error" : ""}`}
        placeholder={tooShort ? TOO_SHORT_MESSAGE : "Search players, teams, series…"}
        defaultValue={params.get("q") ?? ""}
        key={params.get("q") ?? ""}
        onInput={() => tooShort && setTooShort(false)}
        aria-invalid={tooShort || undefined}
        autoComplete="off"
        maxLength={80}
      />
      <button type="submit" className="search-bar__button">
        SEARCH
      </button>
    </form>
  );
}
