// Rules pages: one per game, in the player's language.
import { Link } from "wouter-preact";
import { Screen } from "../components/Layout";
import { GAME_IDS } from "../games/registry";
import { currentLanguage, useT, type MessageKey } from "../i18n";
import { RULES } from "../rules";

export function Rules({ game }: { game?: string }) {
  const t = useT();
  const book = RULES[currentLanguage()];
  if (!game || !book[game]) {
    return (
      <Screen title={t("rules.title")}>
        <ul class="rules-index">
          {GAME_IDS.map((id) => (
            <li key={id}>
              <Link href={`/rules/${id}`}>
                <strong>{t(`game.${id}` as MessageKey)}</strong>
                <small>{t(`game.${id}.blurb` as MessageKey)}</small>
              </Link>
            </li>
          ))}
        </ul>
      </Screen>
    );
  }
  return (
    <Screen title={t(`game.${game}` as MessageKey)} back="/rules">
      <article class="rules">
        {book[game].map(([heading, paragraphs]) => (
          <section key={heading}>
            <h2>{heading}</h2>
            {paragraphs.map((text) => <p key={text}>{text}</p>)}
          </section>
        ))}
      </article>
    </Screen>
  );
}
