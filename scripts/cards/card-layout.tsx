// What a card looks like, as the element tree satori lays out (flexbox, like the browser's).
// Every text comes from the caller, in the card's language.
import type { ReactElement } from 'react';
import { THEME_COLORS } from '../../shared/lib/app-install.js';
import { CARD_HEIGHT, CARD_WIDTH } from '../../shared/lib/share-card.js';
import { CARD_FONT_FAMILY } from './card-fonts.js';

/** The texts every card shows besides its own. */
export interface CardFrame {
  siteName: string;
  /** The site's host name, e.g. puritytest.example.com. */
  host: string;
  /** The site's mark (public/favicon.svg) as a data: URL. */
  logo: string;
}

export type CardContent =
  /** A quiz's card or the site's: a title and a line under it. */
  | { kind: 'title'; title: string; subtitle: string }
  /** One score of a quiz: the quiz's title, "19/35" large, and the score's tier label. */
  | { kind: 'score'; title: string; score: string; label: string };

const TEXT = '#ffffff';
const SOFT_TEXT = '#ede9fe';

/** Long titles and labels (translations run longer than English) step down a size instead of overflowing. */
const sized = (text: string, size: number, longerThan: number) =>
  text.length > longerThan ? Math.round(size * 0.78) : size;

export function cardElement(frame: CardFrame, content: CardContent): ReactElement {
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        padding: '56px 72px',
        // A flat colour: a gradient makes every pixel differ and the PNG seven times larger.
        backgroundColor: THEME_COLORS.light,
        color: TEXT,
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <img
          src={frame.logo}
          width={56}
          height={56}
          style={{ borderRadius: 14, border: `3px solid ${SOFT_TEXT}` }}
        />
        <div style={{ fontSize: 34, fontWeight: 800 }}>{frame.siteName}</div>
      </div>
      <div
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }}
      >
        {content.kind === 'score' ? <ScoreBody {...content} /> : <TitleBody {...content} />}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: SOFT_TEXT }}>{frame.host}</div>
    </div>
  );
}

function TitleBody({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div style={{ fontSize: sized(title, 88, 24), fontWeight: 800, lineHeight: 1.1 }}>
        {title}
      </div>
      <div style={{ fontSize: sized(subtitle, 44, 60), color: SOFT_TEXT, lineHeight: 1.3 }}>
        {subtitle}
      </div>
    </div>
  );
}

function ScoreBody({ title, score, label }: { title: string; score: string; label: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <div style={{ fontSize: sized(title, 48, 36), fontWeight: 800, color: SOFT_TEXT }}>
        {title}
      </div>
      <div style={{ fontSize: 180, fontWeight: 800, lineHeight: 1.05, letterSpacing: -4 }}>
        {score}
      </div>
      <div style={{ fontSize: sized(label, 40, 80), lineHeight: 1.3 }}>{label}</div>
    </div>
  );
}

/**
 * A home-screen icon: the site's mark, `markShare` of the side. With a background the icon is a
 * full square (iOS shows transparency as black; a maskable icon's launcher crops to its own shape
 * and keeps only the central circle of 80 % of the side, so its mark stays inside that).
 */
export function iconElement(
  logo: string,
  size: number,
  { markShare, background }: { markShare: number; background?: string },
): ReactElement {
  const mark = Math.round(size * markShare);
  return (
    <div
      style={{
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: background,
      }}
    >
      <img src={logo} width={mark} height={mark} />
    </div>
  );
}
