/**
 * The play widget (/play/): a whole game of any of the three codes, from the opening to the end,
 * against a friend at the same screen or against the computer (a Web Worker).
 *
 * It renders and asks; the rules are the engine's. The opening is played by opening.ts, each
 * move by `play` (one decision at a time, as the engine asks for them), the end by
 * `gameResult`. Each move is then shown drop by drop with the stepper's frames (skippable; no
 * animation under reduced motion). The game is kept in the URL and in local storage after every
 * change, as the same record a reader can copy, so a reload or an error never loses it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  boardIndex, currentPosition, formatHole, formatPosition, formatRecord, gameResult, holeLetter,
  movePairs, newGame, openingStartHoles, opponent, optionsFor, playMove, redo, RULESET_IDS,
  sideTotal, startPosition, undo, type Game, type GameEnd, type Move, type MoveResult, type Player,
  type Position, type RulesetId,
} from '../../engine/index.ts';
import { AI_LEVELS, type AiLevelId, type SearchStats } from '../../computer/search.ts';
import { plural, type Labels } from '../../components/captions.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { reverseHolesOf } from '../examples/panels.ts';
import { buildFrames, type Frame } from '../../components/frames.ts';
import {
  attemptMove, computerOpening, DEFAULT_SETUP, isComputerTurn, openingHasClockwiseChoice, playOpening,
  readSavedQuery, readStored, recordText, restore, parseSavedRecord, rulesetOf, savedOf, savedQuery, startsByHole,
  STORAGE_KEY, widthsOf, type MoveAttempt, type OpeningChoice, type PlaySetup, type SavedGame, type StartChoice,
} from './play.ts';
import { Board, BoardTable, handLine } from '../../components/board/Board.tsx';
import { Computer } from '../../computer/client.ts';

type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'opening'; readonly choices: Partial<Record<Player, OpeningChoice>>; readonly chooser: Player; readonly clockwise: boolean }
  | { readonly kind: 'main' };

interface Animation {
  readonly frames: readonly Frame[];
  readonly index: number;
  readonly title: string;
}

const SPEEDS = [
  { id: 'slow', label: 'Slow', perSecond: 3 },
  { id: 'normal', label: 'Normal', perSecond: 10 },
  { id: 'fast', label: 'Fast', perSecond: 40 },
  { id: 'off', label: 'No animation', perSecond: 0 },
] as const;
type SpeedId = (typeof SPEEDS)[number]['id'];

function endText(end: GameEnd, setup: PlaySetup): string {
  if (!end.over) return '';
  const who = (p: Player) => (setup.opponent === 'computer' ? (p === setup.human ? `You (${p})` : `The computer (${p})`) : p);
  switch (end.reason) {
    case 'immobile': return `${who(opponent(end.winner))} cannot move, so ${who(end.winner)} ${setup.opponent === 'computer' && end.winner === setup.human ? 'win' : 'wins'} (D-end).`;
    case 'end-holes': return `${who(end.winner)} captured from both of the opponent's front-row end holes in one turn, and ${setup.opponent === 'computer' && end.winner === setup.human ? 'win' : 'wins'} (K-win).`;
    case 'repetition': return 'The same position has come round again too often: the game is drawn (AMB-11; the sources set no rule).';
    case 'move-limit': return 'The game has reached the move limit: it is drawn (AMB-11; the sources set no rule).';
  }
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export default function Play() {
  const [hydrated, setHydrated] = useState(false);
  const [setup, setSetup] = useState<PlaySetup>(DEFAULT_SETUP);
  const [draft, setDraft] = useState<PlaySetup>(DEFAULT_SETUP);
  const [phase, setPhase] = useState<Phase>({ kind: 'setup' });
  const [game, setGame] = useState<Game | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [animation, setAnimation] = useState<Animation | null>(null);
  const [lastFrames, setLastFrames] = useState<{ frames: readonly Frame[]; title: string } | null>(null);
  const [speed, setSpeed] = useState<SpeedId>('normal');
  const [labels, setLabels] = useState<Labels>('driberg');
  const [pendingStarts, setPendingStarts] = useState<{ hole: number; choices: readonly StartChoice[] } | null>(null);
  const [decision, setDecision] = useState<Extract<MoveAttempt, { kind: 'decide' }> | null>(null);
  const [thinking, setThinking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [pasted, setPasted] = useState('');
  const [copied, setCopied] = useState('');
  const computer = useRef<Computer | null>(null);
  const [lastStats, setLastStats] = useState<SearchStats | null>(null);
  const [chosenByComputer, setChosenByComputer] = useState<{ at: string; notation: string } | null>(null);

  const rules = useMemo(() => rulesetOf(setup), [setup]);
  const pos: Position = game ? currentPosition(game) : startPosition(setup.cols);
  const end: GameEnd = useMemo(() => (game && rules.ok ? gameResult(game) : { over: false }), [game, rules]);
  const cols = pos.cols;
  const effectiveLabels: Labels = cols === 8 ? labels : 'coords';
  const reverse = rules.ok ? reverseHolesOf(rules.value, cols) : [];
  const humanToMove = phase.kind === 'main' && !!game && !end.over && !isComputerTurn(setup, pos.toMove) && !animation;
  const starts = useMemo(() => (humanToMove && rules.ok ? startsByHole(rules.value, pos) : new Map<number, StartChoice[]>()), [humanToMove, rules, pos]);

  // ------------------------------------------------------------------ loading and saving
  useEffect(() => {
    setHydrated(true);
    const problems: string[] = [];
    const fromUrl = readSavedQuery(new URL(window.location.href).searchParams);
    let loaded: SavedGame | null = null;
    if (fromUrl?.ok) loaded = fromUrl.value;
    else if (fromUrl && !fromUrl.ok) problems.push(`The address holds a game that cannot be read (${fromUrl.error}).`);
    if (!loaded) {
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(STORAGE_KEY);
      } catch {
        /* storage may be blocked: nothing to restore */
      }
      const s = readStored(stored);
      if (s?.ok) {
        loaded = s.value;
        if (problems.length) problems.push('Your last game is shown instead.');
      } else if (s && !s.ok) problems.push(`The game saved in this browser cannot be read (${s.error}).`);
    }
    if (loaded) {
      const g = restore(loaded);
      if (g.ok) {
        setSetup(loaded.setup);
        setDraft(loaded.setup);
        setOpening(loaded.opening);
        setGame(g.value);
        setPhase({ kind: 'main' });
      } else problems.push(`That game cannot be replayed: ${g.error}.`);
    }
    if (prefersReducedMotion()) setSpeed('off');
    if (problems.length) setMessage(problems.join(' '));
    return () => computer.current?.cancel();
  }, []);

  const saved: SavedGame | null = game ? savedOf(setup, opening, game) : null;
  const record = saved ? recordText(saved) : '';

  useEffect(() => {
    if (!hydrated || !saved) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, record);
    } catch {
      /* storage full or blocked: the URL still holds the game */
    }
    const url = new URL(window.location.href);
    url.search = savedQuery(saved).toString();
    window.history.replaceState(null, '', url);
  }, [record, hydrated]);

  // ------------------------------------------------------------------ animation
  useEffect(() => {
    if (!animation) return;
    const per = SPEEDS.find((s) => s.id === speed)!.perSecond;
    if (per === 0 || animation.index >= animation.frames.length - 1) {
      const t = window.setTimeout(() => setAnimation(null), per === 0 ? 0 : 1000 / per);
      return () => window.clearTimeout(t);
    }
    const t = window.setTimeout(() => setAnimation((a) => (a ? { ...a, index: a.index + 1 } : a)), 1000 / per);
    return () => window.clearTimeout(t);
  }, [animation, speed]);

  // Escape skips the rest of a move's animation, wherever the focus is.
  useEffect(() => {
    if (!animation) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setAnimation(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [animation !== null]);

  // When nothing is moving, let the computer play the move it chose, or start thinking.
  useEffect(() => {
    if (phase.kind !== 'main' || !game || animation || end.over || !rules.ok) return;
    if (!isComputerTurn(setup, pos.toMove)) return;
    const at = formatPosition(pos);
    if (chosenByComputer) {
      setChosenByComputer(null);
      // Only if the board is still the one it thought about (an undo or a new game supersedes it).
      if (chosenByComputer.at === at) {
        applyMove(chosenByComputer.notation, 'computer');
        return;
      }
    }
    if (thinking) return;
    setThinking(true);
    computer.current ??= new Computer();
    computer.current
      .think({ record: formatRecord(game), level: setup.level, seed: (Date.now() ^ (game.played.length * 7919)) >>> 0 })
      .then((answer) => {
        setThinking(false);
        setLastStats(answer.stats);
        setChosenByComputer({ at, notation: answer.notation });
      })
      .catch((e: Error) => {
        setThinking(false);
        if (e.message !== 'superseded' && e.message !== 'cancelled') setMessage(`The computer could not choose a move: ${e.message}. Your game is kept; use Undo, or reload to try again.`);
      });
  }, [phase, game, animation, end, thinking, chosenByComputer]);

  // ------------------------------------------------------------------ moves
  function showMove(before: Position, result: MoveResult, who: string) {
    const frames = buildFrames(before, result.trace ?? [], `${who} plays ${result.notation}.`);
    const title = `${who} played ${result.notation}`;
    setLastFrames({ frames, title });
    setAnimation({ frames, index: 0, title });
  }

  /** Play a move into the game; `traced` is the same move already played with its trace, if the caller has it. */
  function applyMove(notation: string, by: 'human' | 'computer', traced?: MoveResult) {
    if (!game || !rules.ok) return;
    const before = currentPosition(game);
    const r = playMove(game, notation);
    if (!r.ok) {
      setMessage(`${by === 'computer' ? 'The computer chose' : 'You chose'} ${notation}, which cannot be played: ${r.error.message}. The game is unchanged.`);
      return;
    }
    const m = r.value.played[r.value.played.length - 1]!;
    // The animation needs the trace, which playMove does not keep: replay the move only if no one has it.
    const shown = traced ?? (() => {
      const a = attemptMove(rules.value, before, m.move);
      return a.kind === 'complete' ? a.result : null;
    })();
    const who = by === 'computer' ? `The computer (${before.toMove})` : setup.opponent === 'computer' ? `You (${before.toMove})` : before.toMove;
    setGame(r.value);
    setPendingStarts(null);
    setDecision(null);
    setMessage(null);
    if (shown) showMove(before, shown, who);
    const next = gameResult(r.value);
    setAnnounce(`${who} played ${m.notation}: ${plural(m.laps, 'lap')}, ${plural(m.captured, 'marble')} taken. ${next.over ? endText(next, setup) : `${currentPosition(r.value).toMove} to move.`}`);
  }

  function tryMove(move: Move) {
    if (!rules.ok || !game) return;
    const a = attemptMove(rules.value, pos, move);
    if (a.kind === 'complete') applyMove(a.result.notation, 'human', a.result);
    else if (a.kind === 'decide') {
      setDecision(a);
      setAnnounce(a.prompt);
    } else setMessage(`That move cannot be played: ${a.message}. Choose another.`);
  }

  function chooseHole(index: number) {
    if (phase.kind === 'opening') {
      const local = index % (2 * cols);
      const player = index < 2 * cols ? 'A' : 'B';
      if (player !== phase.chooser) return;
      chooseOpening({ hole: local, clockwise: phase.clockwise });
      return;
    }
    const choices = starts.get(index);
    if (!choices) return;
    setDecision(null);
    setMessage(null);
    if (choices.length === 1) {
      setPendingStarts(null);
      tryMove({ start: choices[0]!.start, decisions: [] });
    } else {
      setPendingStarts({ hole: index, choices });
      setAnnounce(`${choices.length} ways to start from this hole: ${choices.map((c) => c.label).join('; ')}.`);
    }
  }

  // ------------------------------------------------------------------ the opening
  function beginGame(s: PlaySetup) {
    computer.current?.cancel();
    setChosenByComputer(null);
    setThinking(false);
    const r = rulesetOf(s);
    if (!r.ok) {
      setMessage(`Those options cannot be used: ${r.error}.`);
      return;
    }
    setSetup(s);
    setGame(null);
    setOpening(null);
    setLastFrames(null);
    setLastStats(null);
    setPendingStarts(null);
    setDecision(null);
    setMessage(null);
    if (r.value.opening.kind === 'array') {
      finishOpening(s, {});
      return;
    }
    const choices: Partial<Record<Player, OpeningChoice>> = {};
    if (s.opponent === 'computer') choices[opponent(s.human)] = computerOpening(r.value, s.cols, opponent(s.human));
    const chooser: Player = s.opponent === 'computer' ? s.human : 'A';
    setPhase({ kind: 'opening', choices, chooser, clockwise: false });
    setAnnounce(`${s.opponent === 'computer' ? 'Choose' : 'Player A, choose'} the back-row hole to open from.`);
  }

  function chooseOpening(choice: OpeningChoice) {
    if (phase.kind !== 'opening') return;
    const choices = { ...phase.choices, [phase.chooser]: choice };
    if (setup.opponent === 'human' && phase.chooser === 'A') {
      setPhase({ kind: 'opening', choices, chooser: 'B', clockwise: false });
      setAnnounce('Player B, choose the back-row hole to open from.');
      return;
    }
    finishOpening(setup, choices);
  }

  function finishOpening(s: PlaySetup, choices: Partial<Record<Player, OpeningChoice>>) {
    const r = rulesetOf(s);
    if (!r.ok) return;
    const o = playOpening(r.value, s.cols, choices);
    if (!o.ok) {
      setMessage(`That opening cannot be played: ${o.error}.`);
      return;
    }
    const g = newGame(r.value, o.value.position, s.options);
    setGame(g);
    setOpening(o.value.summary);
    setPhase({ kind: 'main' });
    const frames = buildFrames(o.value.before, o.value.events.map((e) => e.event), 'The opening.');
    setLastFrames({ frames, title: 'The opening' });
    setAnimation({ frames, index: 0, title: 'The opening' });
    setAnnounce(`The opening: ${o.value.summary}.`);
  }

  // ------------------------------------------------------------------ undo, redo, records
  function takeBack(kind: 'undo' | 'redo') {
    if (!game) return;
    computer.current?.cancel();
    setChosenByComputer(null);
    setThinking(false);
    setAnimation(null);
    setPendingStarts(null);
    setDecision(null);
    let g = kind === 'undo' ? undo(game) : redo(game);
    // Against the computer, go back (or forward) to the reader's own turn.
    if (setup.opponent === 'computer') {
      let guard = 0;
      while (isComputerTurn(setup, currentPosition(g).toMove) && guard++ < 2) {
        const h = kind === 'undo' ? undo(g) : redo(g);
        if (h === g) break;
        g = h;
      }
    }
    setGame(g);
    setLastFrames(null);
    setAnnounce(`${kind === 'undo' ? 'Taken back' : 'Played again'}: ${g.played.length} moves on the board. ${currentPosition(g).toMove} to move.`);
  }

  function loadRecord() {
    const r = parseSavedRecord(pasted);
    if (!r.ok) {
      setMessage(`That record cannot be read: ${r.error}. Your current game is unchanged.`);
      return;
    }
    const g = restore(r.value);
    if (!g.ok) {
      setMessage(`That record cannot be replayed: ${g.error}. Your current game is unchanged.`);
      return;
    }
    computer.current?.cancel();
    setChosenByComputer(null);
    setThinking(false);
    setSetup(r.value.setup);
    setDraft(r.value.setup);
    setOpening(r.value.opening);
    setGame(g.value);
    setPhase({ kind: 'main' });
    setAnimation(null);
    setLastFrames(null);
    setMessage(null);
    setAnnounce(`Game loaded: ${g.value.played.length} moves. ${currentPosition(g.value).toMove} to move.`);
  }

  async function copyRecord() {
    try {
      await navigator.clipboard.writeText(record);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is blocked here: select the text and copy it.');
    }
  }

  // ------------------------------------------------------------------ rendering
  if (!hydrated) {
    return (
      <div class="play play--static">
        <Board cols={8} counts={startPosition(8).counts} labels="driberg" title="The board at the start: two marbles in every hole" />
        <p class="play__static-note">
          Playing runs in your browser and needs JavaScript. Without it you can still read the rules on
          the <a href="/rules/">rules page</a> and step through every worked example on the{' '}
          <a href="/examples/">examples page</a>, whose step lists are written out in full.
        </p>
      </div>
    );
  }

  const frame = animation ? animation.frames[animation.index]! : null;
  const counts = frame ? frame.counts : phase.kind === 'setup' ? startPosition(draft.cols).counts : game ? pos.counts : startPosition(setup.cols).counts;
  const boardCols = phase.kind === 'setup' && !game ? draft.cols : cols;
  const openFrom = phase.kind === 'opening' && rules.ok ? openingStartHoles(rules.value, setup.cols) : [];
  const selectable = new Map<number, string>();
  if (!animation && phase.kind === 'opening') {
    for (const h of openFrom) selectable.set(boardIndex(phase.chooser, h, setup.cols), 'open from here');
  }
  if (humanToMove && !decision) for (const [i, c] of starts) selectable.set(i, c.length === 1 ? `play ${c[0]!.notation}` : `${c.length} ways to start`);
  const toMoveText = (() => {
    if (phase.kind === 'setup') return 'Choose the game, then start it.';
    if (phase.kind === 'opening') return setup.opponent === 'computer' ? `Choose the back-row hole you open from (you are ${phase.chooser}).` : `Player ${phase.chooser}: choose the back-row hole you open from.`;
    if (end.over) return endText(end, setup);
    if (animation) return animation.title;
    if (thinking) return `The computer (${pos.toMove}) is thinking…`;
    if (isComputerTurn(setup, pos.toMove)) return `The computer (${pos.toMove}) is about to move.`;
    return setup.opponent === 'computer' ? `Your move (${pos.toMove}): choose a hole to sow.` : `${pos.toMove} to move: choose a hole to sow.`;
  })();
  const movesPaired = game ? movePairs(game.initial.toMove, game.played.map((m) => m.notation)) : [];
  const boardTitle = animation ? `${animation.title}, step ${animation.index} of ${animation.frames.length - 1}` : `The board: ${pos.toMove} to move`;
  const lastMove = game?.played[game.played.length - 1];
  const beforeLast = game && game.played.length > 1 ? game.played[game.played.length - 2]!.after : game?.initial;

  return (
    <div class="play" data-phase={phase.kind} data-position={game ? formatPosition(pos) : ''} data-moves={game ? String(game.played.length) : '0'} data-thinking={thinking ? 'yes' : 'no'} data-animating={animation ? 'yes' : 'no'} data-over={end.over ? end.reason : ''}>
      <details class="play__setup" open={phase.kind === 'setup'}>
        <summary>New game</summary>
        <form class="play__form" onSubmit={(e) => { e.preventDefault(); beginGame(draft); }}>
          <label class="play__field">
            <span>Game</span>
            <select name="rules" value={draft.rules} onChange={(e) => { const id = (e.target as HTMLSelectElement).value as RulesetId; setDraft({ ...draft, rules: id, options: [], cols: 8 }); }}>
              {RULESET_IDS.map((id) => <option key={id} value={id}>{RULESET_TITLE[id]}</option>)}
            </select>
          </label>
          {widthsOf(draft.rules).length > 1 && (
            <label class="play__field">
              <span>Holes a row (D-wide)</span>
              <select name="cols" value={String(draft.cols)} onChange={(e) => setDraft({ ...draft, cols: Number((e.target as HTMLSelectElement).value) })}>
                {widthsOf(draft.rules).map((w) => <option key={w} value={String(w)}>{w}{w === 8 ? ' (Didinga)' : ''}</option>)}
              </select>
            </label>
          )}
          {optionsFor(draft.rules).filter((o) => o.values !== null).map((o) => {
            const current = draft.options.find((p) => p.startsWith(`${o.key}=`))?.split('=')[1] ?? o.defaultValue;
            return (
              <label class="play__field" key={o.key} title={o.summary}>
                <span>{o.key} ({o.clause})</span>
                <select name={o.key} value={current} onChange={(e) => {
                  const v = (e.target as HTMLSelectElement).value;
                  const rest = draft.options.filter((p) => !p.startsWith(`${o.key}=`));
                  setDraft({ ...draft, options: v === o.defaultValue ? rest : [...rest, `${o.key}=${v}`] });
                }}>
                  {o.values!.map((v) => <option key={v} value={v}>{v}{v === o.defaultValue ? ' (default)' : ''}</option>)}
                </select>
              </label>
            );
          })}
          <fieldset class="play__field">
            <legend>Opponent</legend>
            <label><input type="radio" name="opponent" value="computer" checked={draft.opponent === 'computer'} onChange={() => setDraft({ ...draft, opponent: 'computer' })} /> The computer</label>
            <label><input type="radio" name="opponent" value="human" checked={draft.opponent === 'human'} onChange={() => setDraft({ ...draft, opponent: 'human' })} /> A friend at this screen</label>
          </fieldset>
          {draft.opponent === 'computer' && (
            <>
              <label class="play__field">
                <span>You play</span>
                <select name="human" value={draft.human} onChange={(e) => setDraft({ ...draft, human: (e.target as HTMLSelectElement).value as Player })}>
                  <option value="A">A (bottom of the board)</option>
                  <option value="B">B (top of the board)</option>
                </select>
              </label>
              <label class="play__field">
                <span>Computer's strength</span>
                <select name="level" value={draft.level} onChange={(e) => setDraft({ ...draft, level: (e.target as HTMLSelectElement).value as AiLevelId })}>
                  {AI_LEVELS.map((l) => <option key={l.id} value={l.id}>{l.label} ({l.description})</option>)}
                </select>
              </label>
            </>
          )}
          <button type="submit" class="play__start">Start the game</button>
        </form>
      </details>

      <p class="play__status" role="status" aria-busy={thinking ? 'true' : 'false'}>
        {thinking && <span class="play__spinner" aria-hidden="true" />}
        {toMoveText}
      </p>
      {message && <p class="play__problem" role="alert">{message} <button type="button" onClick={() => setMessage(null)}>Dismiss</button></p>}

      <div class="play__board">
        <Board
          cols={boardCols}
          counts={counts}
          labels={effectiveLabels}
          reverse={reverse}
          marks={frame ?? {}}
          title={boardTitle}
          selectable={selectable}
          onSelect={chooseHole}
          chosen={pendingStarts?.hole ?? null}
        />
        {frame && <p class="play__hand">{handLine(frame)} · {frame.caption[effectiveLabels]}</p>}
        {game && !frame && (
          <p class="play__totals">On the board: A {sideTotal(pos, 'A')} marbles, B {sideTotal(pos, 'B')}.</p>
        )}
        {lastStats && setup.opponent === 'computer' && !thinking && (
          <details class="play__stats">
            <summary>
              The computer's last search: {lastStats.iterations.toLocaleString('en')} trial games in {(lastStats.elapsedMs / 1000).toFixed(1)} s;
              it rated its move at {Math.round(lastStats.winRate * 100)}% to win
            </summary>
            <table>
              <caption>Its candidate moves, most searched first</caption>
              <thead><tr><th scope="col">Move</th><th scope="col">Trial games</th><th scope="col">Won</th></tr></thead>
              <tbody>
                {lastStats.candidates.map((c) => (
                  <tr key={c.notation}><td>{c.notation}</td><td>{c.visits.toLocaleString('en')}</td><td>{c.proven ? `proven ${c.proven}` : `${Math.round(c.winRate * 100)}%`}</td></tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
      </div>

      {phase.kind === 'opening' && rules.ok && openingHasClockwiseChoice(rules.value) && (
        <label class="play__check">
          <input type="checkbox" checked={phase.clockwise} onChange={(e) => setPhase({ ...phase, clockwise: (e.target as HTMLInputElement).checked })} />{' '}
          Take a clockwise chance at the turning base if the opening gives one (L-open)
        </label>
      )}
      {phase.kind === 'opening' && rules.ok && (
        <div class="play__choices" role="group" aria-label="Holes to open from">
          {openFrom.map((h) => (
            <button type="button" key={h} onClick={() => chooseOpening({ hole: h, clockwise: phase.clockwise })}>
              Open from {setup.cols === 8 ? `${holeLetter(phase.chooser, h, 'driberg')} (${formatHole(h, setup.cols)})` : formatHole(h, setup.cols)}
            </button>
          ))}
        </div>
      )}

      {animation && (
        <div class="play__anim" role="group" aria-label="Move animation">
          <button type="button" onClick={() => setAnimation(null)}>Skip to the end of the move (Escape)</button>
        </div>
      )}

      {pendingStarts && (
        <div class="play__choices" role="group" aria-label="How to start from this hole">
          <p>This hole can start a move in {pendingStarts.choices.length} ways:</p>
          {pendingStarts.choices.map((c) => (
            <button type="button" key={c.notation} onClick={() => { setPendingStarts(null); tryMove({ start: c.start, decisions: [] }); }}>{c.label} ({c.notation})</button>
          ))}
          <button type="button" onClick={() => setPendingStarts(null)}>Cancel</button>
        </div>
      )}

      {decision && (
        <div class="play__choices play__decision" role="group" aria-label="A choice inside your move">
          <p>{decision.prompt}</p>
          {decision.options.map((o) => (
            <button type="button" key={o.token} onClick={() => tryMove({ start: decision.move.start, decisions: [...decision.move.decisions, o.token] })}>{o.label}</button>
          ))}
          <button type="button" onClick={() => setDecision(null)}>Cancel this move</button>
        </div>
      )}

      {humanToMove && !decision && !pendingStarts && starts.size > 0 && (
        <details class="play__movelist-keys">
          <summary>Your moves as a list ({[...starts.values()].flat().length})</summary>
          <div class="play__choices" role="group" aria-label="Your possible starts">
            {[...starts.values()].flat().map((c) => (
              <button type="button" key={c.notation} onClick={() => tryMove({ start: c.start, decisions: [] })}>{c.notation}: {c.label}</button>
            ))}
          </div>
        </details>
      )}

      <div class="play__controls" role="group" aria-label="Game controls">
        <button type="button" onClick={() => takeBack('undo')} disabled={!game || game.played.length === 0 || phase.kind !== 'main'}>↶ Undo</button>
        <button type="button" onClick={() => takeBack('redo')} disabled={!game || game.undone.length === 0 || phase.kind !== 'main'}>↷ Redo</button>
        <label class="play__option">
          Animation{' '}
          <select value={speed} onChange={(e) => setSpeed((e.target as HTMLSelectElement).value as SpeedId)}>
            {SPEEDS.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
          </select>
        </label>
        {cols === 8 && (
          <label class="play__option">
            Labels{' '}
            <select value={labels} onChange={(e) => setLabels((e.target as HTMLSelectElement).value as Labels)}>
              <option value="driberg">Driberg’s letters</option>
              <option value="murray">Murray’s letters</option>
              <option value="coords">Coordinates</option>
            </select>
          </label>
        )}
      </div>

      <div class="visually-hidden" aria-live="polite" aria-atomic="true">{announce}</div>

      {game && (
        <section class="play__record" aria-labelledby="play-moves">
          <h2 id="play-moves">Moves</h2>
          <p>{RULESET_TITLE[setup.rules]}{setup.options.length ? `, ${setup.options.join(', ')}` : ''}. {opening ? `Opening: ${opening}.` : ''}</p>
          {movesPaired.length === 0 ? <p>No moves yet.</p> : (
            <ol class="play__moves">
              {movesPaired.map((m) => <li key={m.number} value={m.number}><span>{m.A ?? '…'}</span> <span>{m.B ?? ''}</span></li>)}
            </ol>
          )}
          {lastMove && beforeLast && (
            <p>
              <a href={`/examples/?${new URLSearchParams({ rules: setup.rules, ...(setup.options.length ? { options: setup.options.join(' ') } : {}), position: formatPosition(beforeLast), move: lastMove.notation }).toString()}#try`}>
                Step through the last move ({lastMove.notation}) on the examples page
              </a>
            </p>
          )}
          {lastFrames && (
            <details class="play__log">
              <summary>{lastFrames.title}: all {lastFrames.frames.length - 1} steps</summary>
              <ol class="steps" start={0}>
                {lastFrames.frames.map((f, n) => <li key={n}>{f.caption[effectiveLabels]}{f.clause ? ` (${f.clause})` : ''}</li>)}
              </ol>
            </details>
          )}
          <details class="play__table">
            <summary>The board as a table</summary>
            <BoardTable cols={cols} counts={pos.counts} labels={effectiveLabels} caption={`The board, ${pos.toMove} to move`} />
          </details>
          <h3>Game record</h3>
          <p>Copy it to keep the game; paste it below to resume. The address of this page holds the game too, and this browser keeps it if you reload.</p>
          <textarea class="play__record-text" readOnly rows={6} aria-label="Game record" value={record} />
          <p>
            <button type="button" onClick={copyRecord}>Copy the record</button> <span role="status">{copied}</span>
          </p>
        </section>
      )}
      <details class="play__paste">
        <summary>Resume a game from its record</summary>
        <label class="play__field play__field--wide">
          <span>Paste a game record</span>
          <textarea rows={6} spellcheck={false} value={pasted} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
        </label>
        <button type="button" onClick={loadRecord}>Resume this game</button>
      </details>
    </div>
  );
}
