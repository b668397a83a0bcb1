/**
 * A worked example's stepper, as an island that is given only the example's id. It plays the
 * example through the engine itself (exampleSteps: its panels and the ◆ marks where they part), at build time for the rendering without
 * JavaScript and again in the browser when it hydrates, instead of receiving every step's board
 * and captions as props.
 *
 * Why: an island's props are written into the page as an attribute, escaped, for the browser
 * to parse before anything else happens. An example's frames (every step's board, its captions
 * in three letterings, its clause) came to 15–56 kB each there, and 121 of the 316 kB of
 * /sources/driberg-1927a/, whose blocking time on Lighthouse's slow phone they took from 290 ms to
 * 505 ms. Replaying a move is a few milliseconds of the engine, run once the example scrolls into
 * view; the code for it (about 22 kB compressed) is fetched then, not with the page.
 */
import Stepper from '../../components/stepper/Stepper.tsx';
import { exampleById, exampleHref } from '../../data/examples.ts';
import { exampleSteps } from './panels.ts';

export interface ExampleStepperProps {
  /** An EX-… id of src/data/examples.ts. */
  readonly id: string;
  /** On the example's own page: follow `?step=` in the address. */
  readonly syncUrl?: boolean;
  /** The level of the panels' headings in the rendering without JavaScript. */
  readonly headingLevel?: 3 | 4 | 5;
}

export default function ExampleStepper({ id, syncUrl = false, headingLevel = 4 }: ExampleStepperProps) {
  const example = exampleById(id);
  const { panels, marks } = exampleSteps(example);
  return (
    <Stepper
      id={example.id}
      panels={panels}
      marks={marks}
      cols={8}
      labels={example.lettering}
      syncUrl={syncUrl}
      permalink={exampleHref(example.id)}
      headingLevel={headingLevel}
    />
  );
}
