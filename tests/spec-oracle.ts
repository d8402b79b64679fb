// What the specification (shared/SPEC.md) says, written out literally, for tests to compare the
// real content and the running site with. Tests must not derive these from content/.

/** The number of questions of every quiz. */
export const SPEC_QUESTION_COUNTS: Record<string, number> = {
  purity: 100,
  food: 35,
  travel: 35,
  movie: 35,
  music: 35,
  sports: 35,
  gaming: 35,
  pet: 35,
  fashion: 35,
  cooking: 35,
  relationship: 50,
  college: 45,
  social: 40,
  'personal-growth': 45,
  adventure: 45,
  friendship: 40,
  academic: 40,
  workplace: 40,
  digital: 45,
};

/** The spec's route table, in its order: every one is a page of the site (which may have more). */
export const SPEC_ROUTES = [
  '/',
  '/test',
  '/results',
  ...Object.keys(SPEC_QUESTION_COUNTS)
    .filter((slug) => slug !== 'purity')
    .map((slug) => `/tests/${slug}`),
  '/privacy',
  '/contact',
];

/** The tier thresholds of every 35-question quiz. */
export const THIRTY_FIVE_THRESHOLDS = [30, 22, 15, 8, 3, 0];

/** The ten themed tables the spec gives, copied literally (threshold, label), plus its caption. */
export const THEMED_SPEC: Record<
  string,
  { questions: number; caption: string; tiers: [number, string][] }
> = {
  cooking: {
    questions: 35,
    caption: 'Culinary Experience Score',
    tiers: [
      [30, 'Master chef with extensive culinary expertise'],
      [22, 'Skilled cook with diverse cooking experiences'],
      [15, 'Good home cook with solid kitchen skills'],
      [8, 'Basic cooking abilities with some experience'],
      [3, 'Limited cooking involvement'],
      [0, 'Minimal cooking experience'],
    ],
  },
  relationship: {
    questions: 50,
    caption: 'Relationship Experience Score',
    tiers: [
      [45, 'Very romantic and experienced in relationships'],
      [35, 'Good relationship experience with some adventures'],
      [25, 'Moderate relationship experience'],
      [15, 'Some relationship experience'],
      [5, 'Limited relationship experience'],
      [0, 'Very limited romantic experience'],
    ],
  },
  college: {
    questions: 45,
    caption: 'College Experience Score',
    tiers: [
      [40, 'Full college experience with many adventures'],
      [30, 'Well-rounded college experience'],
      [20, 'Good college experience with some activities'],
      [10, 'Basic college experience'],
      [5, 'Limited college involvement'],
      [0, 'Very focused academic experience'],
    ],
  },
  social: {
    questions: 40,
    caption: 'Social Experience Score',
    tiers: [
      [35, 'Very social and outgoing party person'],
      [25, 'Active social life with regular activities'],
      [15, 'Moderate social engagement'],
      [8, 'Selective social participation'],
      [3, 'Limited social activities'],
      [0, 'Very private and reserved socially'],
    ],
  },
  'personal-growth': {
    questions: 45,
    caption: 'Personal Development Score',
    tiers: [
      [40, 'Deep commitment to personal development and growth'],
      [30, 'Strong focus on self-improvement and awareness'],
      [20, 'Good engagement with personal growth practices'],
      [10, 'Some exploration of personal development'],
      [5, 'Limited personal growth activities'],
      [0, 'Traditional approach to life without formal growth practices'],
    ],
  },
  adventure: {
    questions: 45,
    caption: 'Adventure Experience Score',
    tiers: [
      [40, 'Extreme adventurer with daredevil experiences'],
      [30, 'Very adventurous with many exciting experiences'],
      [20, 'Good adventure seeker with outdoor activities'],
      [10, 'Some adventure experience and travel'],
      [5, 'Limited adventure activities'],
      [0, 'Prefers safe and familiar experiences'],
    ],
  },
  friendship: {
    questions: 40,
    caption: 'Friendship Experience Score',
    tiers: [
      [35, 'Very social with deep and varied friendships'],
      [25, 'Good friendship experiences with strong connections'],
      [15, 'Moderate friendship experiences and social connections'],
      [8, 'Some friendship experiences with close bonds'],
      [3, 'Limited but meaningful friendships'],
      [0, 'More independent with few close friendships'],
    ],
  },
  academic: {
    questions: 40,
    caption: 'Academic Achievement Score',
    tiers: [
      [35, 'High academic achiever with extensive scholarly experience'],
      [25, 'Strong academic background with good achievements'],
      [15, 'Moderate academic engagement and some achievements'],
      [8, 'Basic academic experience with some activities'],
      [3, 'Limited academic involvement beyond requirements'],
      [0, 'Minimal academic engagement and activities'],
    ],
  },
  workplace: {
    questions: 40,
    caption: 'Professional Experience Score',
    tiers: [
      [35, 'Extensive workplace experience with diverse professional situations'],
      [25, 'Good professional experience with various workplace scenarios'],
      [15, 'Moderate workplace experience and professional activities'],
      [8, 'Some work experience with basic professional exposure'],
      [3, 'Limited workplace experience'],
      [0, 'Very minimal professional work experience'],
    ],
  },
  digital: {
    questions: 45,
    caption: 'Digital Experience Score',
    tiers: [
      [40, 'Extremely active digital native with extensive online experience'],
      [30, 'Very digitally engaged with broad online activities'],
      [20, 'Good digital engagement and social media presence'],
      [10, 'Moderate digital activity and online participation'],
      [5, 'Limited digital engagement'],
      [0, 'Minimal online presence and digital activities'],
    ],
  },
};

/** "Share popup size is 600x400." */
export const SPEC_SHARE_POPUP = { width: 600, height: 400 };
