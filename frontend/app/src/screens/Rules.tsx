// Rules pages: one per game, in the player's language (also opened from the table's menu).
import { Fragment } from "preact";
import { Link } from "wouter-preact";
import { Screen } from "../components/Layout";
import { Waiting } from "../components/Waiting";
import { GAME_IDS, gameBlurb, gameName, gameWords, useGame } from "../games";
import type { GameUi, RulesPage } from "../games/types";
import { useT } from "../i18n";

/** A game's rules page in the player's language, or undefined where the app has none (or its words have not come). */
export function rulesOf(game: string | undefined): RulesPage | undefined {
  const known = game !== undefined && GAME_IDS.includes(game);
  const page = known ? gameWords(game).loaded()?.rules : undefined;
  return page?.length ? page : undefined;
}

/** A rules page; `Key`: the game's drawn key (its suits, say), shown after the first section. */
export function RulesArticle({ page, Key }: { page: RulesPage; Key?: GameUi["RulesKey"] }) {
  const t = useT();
  return (
    <article class="rules">
      {page.map(([heading, paragraphs], index) => (
        <Fragment key={heading}>
          <section>
            <h2>{heading}</h2>
            {paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
          {index === 0 && Key && <Key t={t} />}
        </Fragment>
      ))}
    </article>
  );
}

export function Rules({ game }: { game?: string }) {
  const t = useT();
  // A game's rules come with its words in the player's language, which its module waits for (it draws the key).
  const known = game !== undefined && GAME_IDS.includes(game);
  const module = useGame(known ? game : null);
  if (known && !module.value) return <Waiting failed={module.failed} />;
  const page = rulesOf(game);
  if (!game || !page) {
    return (
      <Screen title={t("rules.title")}>
        <ul class="rules-index">
          {GAME_IDS.map((id) => (
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
      <RulesArticle page={page} Key={module.value?.RulesKey} />
    </Screen>
  );
}
