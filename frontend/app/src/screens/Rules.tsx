// Rules pages: one per game, in the player's language.
import { Link } from "wouter-preact";
import { Screen } from "../components/Layout";
import { GAMES, gameBlurb, gameName } from "../games";
import { currentLanguage, useT } from "../i18n";

export function Rules({ game }: { game?: string }) {
  const t = useT();
  const page = GAMES.find((entry) => entry.id === game)?.rules[currentLanguage()];
  if (!game || !page?.length) {
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
    </Screen>
  );
}
