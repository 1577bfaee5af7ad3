// The frame of every screen but the table: a title bar and the navigation.
import type { ComponentChildren } from "preact";
import { Link } from "wouter-preact";
import { useT } from "../i18n";

export function Screen({ title, children, back }: { title: string; children: ComponentChildren; back?: string }) {
  const t = useT();
  return (
    <div class="screen">
      <header class="title-bar">
        {back && (
          <Link href={back} class="icon-button" aria-label={t("nav.back")}>
            ←
          </Link>
        )}
        <h1>{title}</h1>
      </header>
      <main class="screen-body">{children}</main>
      <nav class="bottom-nav" aria-label={t("nav.main")}>
        <Link href="/">{t("nav.home")}</Link>
        <Link href="/history">{t("nav.history")}</Link>
        <Link href="/rules">{t("nav.rules")}</Link>
        <Link href="/settings">{t("nav.settings")}</Link>
      </nav>
    </div>
  );
}
