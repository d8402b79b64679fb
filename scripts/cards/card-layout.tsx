// What a card looks like, as the element tree satori lays out (flexbox, like the browser's), in
// the site's look (shared/design/tokens.ts): the quiz's accent colour and icon, the score large
// in the display face, the label on its band's colour, the wordmark (the site's sticker, as in
// src/styles.css) and the site's address. Two
// sizes, one design: the link preview (1200x630) and the story (1080x1920). Every text comes from
// the caller, in the card's language.
import type { CSSProperties, ReactElement } from 'react';
import { bandColor, BRAND, INK, PAPER } from '../../shared/design/tokens.js';
import { CARD_HEIGHT, CARD_WIDTH, STORY_HEIGHT, STORY_WIDTH } from '../../shared/lib/share-card.js';
import { CARD_FONT_FAMILY } from './card-fonts.js';

/** The texts every card shows besides its own. */
export interface CardFrame {
  siteName: string;
  /** The site's host name, e.g. puritytest.example.com; empty when no address is configured. */
  host: string;
  /** The story's last line, above the host: "What's your score?". */
  call: string;
}

/** The quiz a card belongs to: its colour and icon from its content file. */
export interface CardQuiz {
  title: string;
  /** The `accent` of content/quizzes/<slug>.yaml; the brand colour where a quiz has none. */
  accent: string;
  /** The quiz's emoji (its `icon`) as a data: URL, or none. */
  icon?: string;
}

export type CardContent =
  /** The site's card (and the main test's): the wordmark as its title, a line under it. */
  | { kind: 'site'; subtitle: string; icon?: string }
  /** A quiz's card: its title and question count. */
  | { kind: 'quiz'; quiz: CardQuiz; subtitle: string }
  /** One score of a quiz: the score large, "/35" beside it, the tier's label on its band colour. */
  | {
      kind: 'score';
      quiz: CardQuiz;
      score: number;
      /** "/35", or none for a quiz whose score is out of 100 and says so. */
      outOf: string;
      label: string;
      /** The tier's position in the quiz's tier list (0 is the top tier), for its band colour. */
      band: number;
      /** The tier's one line in the quiz's voice, where its content has one (the story shows it). */
      message?: string;
    };

/** Ink or white, whichever reads better on `background` (WCAG contrast). */
export function textOn(background: string): string {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const back = luminance(background);
  return contrast(back, luminance(INK)) >= contrast(back, 1) ? INK : '#ffffff';
}

/**
 * A font size that keeps a text inside its box: `size` up to `fits` characters, then smaller in
 * proportion, never under `min`. Lines still wrap, and a word longer than a line breaks rather
 * than running out of the card (German compounds).
 */
export function fitted(text: string, size: number, fits: number, min: number): number {
  return text.length <= fits ? size : Math.max(min, Math.round((size * fits) / text.length));
}

/** The width of a label's line, inside its padding: the preview's label panel, the story's band. */
export const LABEL_WIDTH = { card: 458, story: 788 } as const;
/** The widest a bold letter of the display face is on average, in em ("Unterdurchschnittliche" is 0.57). */
const BOLD_LETTER_EM = 0.62;

/** A tier label's size: `fitted`, and small enough that its longest word ("Unterdurchschnittliche") keeps to one line. */
export function labelSize(label: string, where: keyof typeof LABEL_WIDTH): number {
  const size = where === 'card' ? fitted(label, 60, 22, 40) : fitted(label, 80, 24, 52);
  const longest = Math.max(...label.split(/\s+/).map((word) => word.length));
  return Math.min(size, Math.floor(LABEL_WIDTH[where] / (longest * BOLD_LETTER_EM)));
}

const WRAP: CSSProperties = { display: 'flex', flexWrap: 'wrap', wordBreak: 'break-word' };

/** `color` a quarter of the way to ink: a flat shadow (a translucent one adds shades to the PNG). */
function shade(color: string): string {
  const mix = (at: number) => {
    const [from, to] = [color, INK].map((hex) => parseInt(hex.slice(at, at + 2), 16));
    return Math.round(from! + (to! - from!) * 0.28)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${[1, 3, 5].map(mix).join('')}`;
}

/**
 * The wordmark: the site's name in the display face on the brand's coral tag, tilted 2° like a
 * sticker (`.brand` in src/styles.css), with a paper edge and a shadow on a coloured card. On the
 * brand coral itself (the main test's accent) the sticker turns paper with coral letters, as the
 * home poster's Start button does, since a coral tag would vanish into it.
 */
function Wordmark({ name, size, on = PAPER }: { name: string; size: number; on?: string }) {
  const onPaper = on === PAPER;
  const inverse = on.toLowerCase() === BRAND;
  return (
    <div
      style={{
        display: 'flex',
        flexShrink: 0,
        fontSize: size,
        fontWeight: 800,
        lineHeight: 1.2,
        letterSpacing: -0.02 * size,
        padding: `${0.1 * size}px ${0.45 * size}px ${0.15 * size}px`,
        borderRadius: 0.35 * size,
        ...(!onPaper && {
          border: `${Math.max(3, Math.round(0.09 * size))}px solid ${PAPER}`,
          // Lifted off the card, as a sticker.
          boxShadow: `0 ${Math.round(0.12 * size)}px 0 ${shade(on)}`,
        }),
        backgroundColor: inverse ? PAPER : BRAND,
        color: inverse ? BRAND : textOn(BRAND),
        transform: 'rotate(-2deg)',
      }}
    >
      {name}
    </div>
  );
}

function scoreSize(score: number, base: number): number {
  return String(score).length > 2 ? Math.round(base * 0.74) : base;
}

/** The link preview, 1200x630. */
export function cardElement(frame: CardFrame, content: CardContent): ReactElement {
  const accent = content.kind === 'site' ? BRAND : content.quiz.accent;
  const onAccent = textOn(accent);
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        padding: '44px 56px',
        gap: 28,
        // Flat colours: a gradient makes every pixel differ and the PNG several times larger.
        backgroundColor: accent,
        color: onAccent,
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {content.kind === 'site' ? (
          <div />
        ) : (
          <Wordmark name={frame.siteName} size={34} on={accent} />
        )}
        <div style={{ display: 'flex', fontSize: 26, fontWeight: 400 }}>{frame.host}</div>
      </div>
      <div
        style={{
          display: 'flex',
          flexGrow: 1,
          borderRadius: 36,
          backgroundColor: PAPER,
          color: INK,
          padding: '36px 44px',
          overflow: 'hidden',
        }}
      >
        {content.kind === 'score' ? (
          <ScoreBody {...content} />
        ) : content.kind === 'quiz' ? (
          <TitleBody
            icon={content.quiz.icon}
            title={content.quiz.title}
            subtitle={content.subtitle}
          />
        ) : (
          <SiteBody name={frame.siteName} icon={content.icon} subtitle={content.subtitle} />
        )}
      </div>
    </div>
  );
}

function TitleBody({ icon, title, subtitle }: { icon?: string; title: string; subtitle: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 44, width: '100%' }}>
      {icon && <img src={icon} width={200} height={200} />}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20, flex: 1, minWidth: 0 }}>
        <div
          style={{
            ...WRAP,
            fontSize: fitted(title, 80, 20, 52),
            fontWeight: 800,
            lineHeight: 1.05,
          }}
        >
          {title}
        </div>
        <div style={{ ...WRAP, fontSize: fitted(subtitle, 36, 50, 26), lineHeight: 1.3 }}>
          {subtitle}
        </div>
      </div>
    </div>
  );
}

/** The site's card: the wordmark large stands for its name, so the name is said once. */
function SiteBody({ name, icon, subtitle }: { name: string; icon?: string; subtitle: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 44, width: '100%' }}>
      {icon && <img src={icon} width={200} height={200} style={{ transform: 'rotate(8deg)' }} />}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 36,
          flex: 1,
          minWidth: 0,
        }}
      >
        <Wordmark name={name} size={fitted(name, 92, 14, 60)} />
        <div style={{ ...WRAP, fontSize: fitted(subtitle, 40, 90, 28), lineHeight: 1.3 }}>
          {subtitle}
        </div>
      </div>
    </div>
  );
}

function ScoreBody({
  quiz,
  score,
  outOf,
  label,
  message,
  band,
}: Extract<CardContent, { kind: 'score' }>) {
  const colors = bandColor(band);
  return (
    <div style={{ display: 'flex', gap: 40, width: '100%', alignItems: 'stretch' }}>
      <div
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', width: 430 }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          {quiz.icon && <img src={quiz.icon} width={56} height={56} />}
          <div
            style={{
              ...WRAP,
              flex: 1,
              fontSize: fitted(quiz.title, 32, 22, 24),
              fontWeight: 800,
              lineHeight: 1.1,
            }}
          >
            {quiz.title}
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'baseline', marginTop: 8 }}>
          <div
            style={{
              fontSize: scoreSize(score, 230),
              fontWeight: 800,
              lineHeight: 1,
              letterSpacing: -8,
              // The accent where it reads on paper (a dark accent); ink for a light one.
              color: textOn(quiz.accent) === INK ? INK : quiz.accent,
            }}
          >
            {String(score)}
          </div>
          <div style={{ fontSize: 64, fontWeight: 800, marginLeft: 8 }}>{outOf}</div>
        </div>
      </div>
      {/* The label on its band, and under it the tier's line, as the result view shows them. */}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 18,
          flex: 1,
          minWidth: 0,
          borderRadius: 28,
          padding: '28px 36px',
          backgroundColor: colors.background,
          color: colors.text,
        }}
      >
        <div
          style={{
            ...WRAP,
            fontSize: labelSize(label, 'card'),
            fontWeight: 800,
            lineHeight: 1.15,
          }}
        >
          {label}
        </div>
        {message && (
          <div
            style={{
              ...WRAP,
              fontSize: fitted(message, 30, 60, 24),
              fontWeight: 400,
              lineHeight: 1.3,
            }}
          >
            {message}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The story, 1080x1920, made to be posted (Spotify Wrapped's cards), composed for the full height
 * and centred like the result card: the wordmark, the quiz's icon and title, one huge score, the
 * label on its band's colour, the tier's message, and a call with the site's address. Instagram
 * and TikTok cover the top and bottom 250 px or so with their own controls, so the texts keep
 * clear of them; the parts share out the height between.
 */
const [STORY_TOP, STORY_SIDE, STORY_BOTTOM] = [200, 88, 250];
const STORY_INNER = STORY_WIDTH - 2 * STORY_SIDE;
const STORY_SPACE = STORY_HEIGHT - STORY_TOP - STORY_BOTTOM;

export function storyElement(
  frame: CardFrame,
  content: Extract<CardContent, { kind: 'score' }>,
): ReactElement {
  const { quiz, score, outOf, label, message } = content;
  const onAccent = textOn(quiz.accent);
  const colors = bandColor(content.band);
  const size = {
    title: fitted(quiz.title, 68, 22, 48),
    label: labelSize(label, 'story'),
    message: message ? fitted(message, 50, 60, 38) : 0,
  };
  // The score takes the height the texts leave (satori cannot measure before it lays out): each
  // text's lines estimated from its length at an average letter width, a little generously.
  const height = (text: string, fontSize: number, lineHeight: number, width: number, bold = true) =>
    Math.ceil((text.length * fontSize * (bold ? 0.6 : 0.52)) / width) * fontSize * lineHeight;
  const texts =
    90 + // the wordmark
    (quiz.icon ? 170 : 0) +
    height(quiz.title, size.title, 1.05, STORY_INNER) +
    height(label, size.label, 1.1, LABEL_WIDTH.story) +
    102 + // the band's padding and its lower edge
    (message ? 36 + height(message, size.message, 1.3, STORY_INNER, false) : 0) +
    height(frame.call, 44, 1.2, STORY_INNER) +
    (frame.host ? 100 : 0) + // the host's pill
    4 * 28; // the least gap between the parts
  const scoreFont = Math.min(scoreSize(score, 540), Math.floor((STORY_SPACE - texts) / 0.9));
  const part: CSSProperties = { display: 'flex', flexShrink: 0 };
  return (
    <div
      style={{
        width: STORY_WIDTH,
        height: STORY_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 28,
        boxSizing: 'border-box',
        padding: `${STORY_TOP}px ${STORY_SIDE}px ${STORY_BOTTOM}px`,
        backgroundColor: quiz.accent,
        color: onAccent,
        fontFamily: CARD_FONT_FAMILY,
        textAlign: 'center',
      }}
    >
      <Wordmark name={frame.siteName} size={60} on={quiz.accent} />
      <div style={{ ...part, flexDirection: 'column', alignItems: 'center', gap: 20 }}>
        {quiz.icon && (
          <img src={quiz.icon} width={150} height={150} style={{ transform: 'rotate(8deg)' }} />
        )}
        <div
          style={{
            ...WRAP,
            justifyContent: 'center',
            fontSize: size.title,
            fontWeight: 800,
            lineHeight: 1.05,
          }}
        >
          {quiz.title}
        </div>
      </div>
      <div style={{ ...part, alignItems: 'baseline' }}>
        <div
          style={{
            fontSize: scoreFont,
            fontWeight: 800,
            lineHeight: 0.9,
            letterSpacing: -18,
          }}
        >
          {String(score)}
        </div>
        <div style={{ fontSize: Math.round(scoreFont * 0.21), fontWeight: 800, marginLeft: 16 }}>
          {outOf}
        </div>
      </div>
      <div
        style={{
          ...part,
          flexDirection: 'column',
          alignItems: 'center',
          gap: 36,
          width: '100%',
        }}
      >
        <div
          style={{
            display: 'flex',
            justifyContent: 'center',
            width: '100%',
            boxSizing: 'border-box',
            borderRadius: 48,
            padding: '40px 48px',
            // A paper sticker with the band's colour as its thick lower edge, as the result view
            // draws it: a band colour laid flat on the quiz's colour clashed (blue on orange).
            borderBottom: `22px solid ${colors.background}`,
            backgroundColor: PAPER,
            color: INK,
          }}
        >
          <div
            style={{
              ...WRAP,
              justifyContent: 'center',
              fontSize: size.label,
              fontWeight: 800,
              lineHeight: 1.1,
            }}
          >
            {label}
          </div>
        </div>
        {message && (
          <div
            style={{
              ...WRAP,
              justifyContent: 'center',
              fontSize: size.message,
              lineHeight: 1.3,
            }}
          >
            {message}
          </div>
        )}
      </div>
      <div style={{ ...part, flexDirection: 'column', alignItems: 'center', gap: 20 }}>
        <div style={{ ...WRAP, justifyContent: 'center', fontSize: 44, fontWeight: 800 }}>
          {frame.call}
        </div>
        {frame.host && (
          <div
            style={{
              display: 'flex',
              fontSize: 40,
              fontWeight: 800,
              padding: '16px 40px',
              borderRadius: 999,
              backgroundColor: PAPER,
              color: INK,
            }}
          >
            {frame.host}
          </div>
        )}
      </div>
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
