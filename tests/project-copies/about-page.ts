// A page with content of its own, /about, as the README says to add one: its content, its schema,
// its page component and its entry in the route table; and its Spanish text.
import type { ProjectCopy } from './project-copy';

export const ABOUT = {
  title: 'About the Makers',
  paragraphs: [
    'We are a small team who write quizzes for fun.',
    'Every question is written by hand and read twice.',
  ],
  description:
    'Who writes the quizzes on this site, and how each question is written, read and checked before it goes live.',
};
export const ABOUT_ES = {
  title: 'Quiénes somos',
  paragraphs: [
    'Somos un equipo pequeño que escribe tests por diversión.',
    'Cada pregunta se escribe a mano y se lee dos veces.',
  ],
  description:
    'Quién escribe los tests de este sitio y cómo se escribe, se lee y se revisa cada pregunta antes de publicarla.',
};

export const pageYaml = (text: typeof ABOUT) =>
  [
    `title: ${text.title}`,
    'paragraphs:',
    ...text.paragraphs.map((paragraph) => `  - ${paragraph}`),
    'page:',
    `  title: ${text.title}`,
    `  description: ${text.description}`,
    '',
  ].join('\n');

export const aboutSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'about-page.schema.json',
  title: 'AboutPage',
  description: 'Who makes the site. File: content/pages/about.yaml.',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'paragraphs', 'page'],
  properties: {
    title: {
      title: 'Heading',
      description: 'Main heading of the page.',
      type: 'string',
      minLength: 1,
      maxLength: 80,
    },
    paragraphs: {
      title: 'Paragraphs',
      description: 'Plain-text paragraphs.',
      type: 'array',
      minItems: 1,
      items: { title: 'Paragraph', description: 'One plain-text paragraph.', type: 'string' },
    },
    page: { $ref: 'page-meta.schema.json' },
  },
};

const aboutPage = `import type { PageContent } from '../../shared/content/types';
import { usePageMeta } from '../browser/use-page-meta';
import type { PageProps } from '../page-props';

export default function AboutPage({
  data: { about },
  meta,
}: PageProps<{ about: PageContent<'about'> }>) {
  usePageMeta(meta);
  return (
    <div className="container page-narrow">
      <h1>{about.title}</h1>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
`;

const routeEntry = `  defineRoute({
    path: '/about',
    page: './pages/AboutPage.tsx',
    content: { about: pageContent('about') },
    meta: ({ about }, t) => ({
      title: titled(t, about.page.title),
      description: about.page.description,
    }),
  }),
`;

/** The README's four files of a page, written into the copy. */
export function addAboutPage(copy: ProjectCopy): void {
  copy.write('content/pages/about.yaml', pageYaml(ABOUT));
  copy.write('schemas/about-page.schema.json', `${JSON.stringify(aboutSchema, null, 2)}\n`);
  copy.write('src/pages/AboutPage.tsx', aboutPage);
  copy.edit(
    'src/routes.ts',
    '\n];\n\n/** Any other path',
    `\n${routeEntry}];\n\n/** Any other path`,
  );
}
