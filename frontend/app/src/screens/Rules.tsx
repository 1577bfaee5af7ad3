// Rules pages: one per game, in the player's language (also opened from the table's menu).
import { Link } from "wouter-preact";
import { Screen } from "../components/Layout";
import { GAMES, gameBlurb, gameName } from "../games";
import type { RulesPage } from "../games/types";
import { currentLanguage, useT } from "../i18n";

/** A game's rules page in the player's language, or undefined where the app has none. */
export function rulesOf(game: string | undefined): RulesPage | undefined {
  const page = GAMES.find((entry) => entry.id === game)?.rules[currentLanguage()];
  return page?.length ? page : undefined;
}

export function RulesArticle({ page }: { page: RulesPage }) {
  return (
    <article class="rules">
      {page.map(([heading, paragraphs]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

export function Rules({ game }: { game?: string }) {
  const t = useT();
  const page = rulesOf(game);
  if (!game || !page) {
    return (
      <Screen title={t("rules.title")}>
        <ul class="rules-index">
          {GAMES.map(({ id }) => (
            <li key={id}>
              <Link href={`/rules/${id}`}>
                <strong>{gameName(id, t)}</strong>
                <small>{gameBlurb(id, t)}</small>
              </Link>
            </li>
          ))}
        </ul>
      </Screen>
    );
  }
  return (
    <Screen title={gameName(game, t)} back="/rules">
      <RulesArticle page={page} />
    </Screen>
  );
}
