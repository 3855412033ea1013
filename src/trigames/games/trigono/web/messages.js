// Trigono in English and French (the generic table plays it for now; the companion table draws
// the referee's outcomes with referee.js).
import { sentence } from "./outcome.js";
const en = {
  "game.trigono.name": "Trigono",
  "game.trigono.summary": "Throw pucks at a triangular plank: the big hole wins the plank's pucks, the small hole the ground's.",
  "opt.trigono.pucks_per_player": "Pucks per player",
  "opt.trigono.pucks_per_player.help": "Each round (empty: 10 with 2 players, otherwise 5).",
  "opt.trigono.first_player": "First player",
  "opt.trigono.first_player.help": "The seat that starts round 1.",
  "opt.trigono.layout": "Planks",
  "opt.trigono.layout.help": "Planks side by side, or the hexagon of six with the jackpot.",
  "opt.trigono.referee": "Referee mode",
  "opt.trigono.referee.help": "Outcomes are typed in by hand from real pucks; nothing is simulated.",
  "opt.trigono.skill": "Skill",
  "opt.trigono.skill.help": "How precisely every player throws.",
  "opt.trigono.skills": "Skill per seat",
  "opt.trigono.skills.help": "Comma separated, one per seat (overrides the skill).",
  "choice.trigono.layout.row": "side by side",
  "choice.trigono.layout.hexagon": "hexagon",
  "choice.trigono.skill.beginner": "beginner",
  "choice.trigono.skill.club": "club player",
  "choice.trigono.skill.expert": "expert",
  "dec.trigono.THROW": "throw a puck",
  "dec.trigono.FINAL_THROW": "final throw",
  "dec.trigono.NEXT_ROUND": "set up the next round",
  "dec.trigono.OVER": "game over",
  "ev.trigono.throw": "{seat} throws: {outcome} ({hand} in hand).",
  "ev.trigono.throw.take": "{seat} throws: {outcome}, and takes {collected} ({hand} in hand).",
  "ev.trigono.round_start": "Round {round} begins; {starter} throws first.",
  "ev.trigono.round_end": "Round {round} is over: {winner} wins it.",
  "ev.trigono.round_end.draw": "Round {round} is over: a draw.",
  "ev.trigono.game_end": "The game is over. Winner: {winners}.",
  "act.trigono.next": "Next round",
  "act.trigono.aim": "Aim at {target}",
  "val.trigono.big": "the big hole",
  "val.trigono.small": "the small hole",
  "val.trigono.plank": "the plank",
  "val.trigono.jackpot": "the jackpot",
  "val.trigono.board": "on the plank",
  "val.trigono.ground": "on the ground",
  // the table companion (referee mode): where each real puck ended, in plain words
  "tg.o.board": "On the plank",
  "tg.o.boardn": "On plank {n}",
  "tg.o.ground": "On the ground",
  "tg.o.big": "In the big hole",
  "tg.o.small": "In the small hole",
  "tg.o.jackpot": "In the jackpot",
  "tg.o.into.board": "onto the plank",
  "tg.o.into.boardn": "onto plank {n}",
  "tg.o.into.ground": "onto the ground",
  "tg.o.into.big": "into the big hole",
  "tg.o.into.small": "into the small hole",
  "tg.o.into.jackpot": "into the jackpot",
  "tg.o.ofplank": "of plank {n}",
  "tg.o.bounced": "Bounced {where}",
  "tg.e.board": "it stays on the plank",
  "tg.e.ground": "it stays on the ground",
  "tg.e.big": "you take the plank’s pucks",
  "tg.e.small": "you take the ground’s pucks",
  "tg.e.jackpot": "you take every puck, planks and ground",
  "tg.e.bounce": "it touched the ground first: it does not count and lies on the ground",
  "tg.k.one": "knocks {n} puck {where}{from}",
  "tg.k.other": "knocks {n} pucks {where}{from}",
  "tg.k.from": "from plank {n}",
  "tg.ref.where": "Where did {name}’s puck end?",
  "tg.ref.final": "Final throw: {name} is the last one in, with one puck. With 2 or more pucks in hand after it, {name} wins the round; otherwise the round is a draw.",
  "tg.ref.round": "Round {round} · the first to win 2 rounds wins the match",
  "tg.ref.seat": "Player",
  "tg.ref.hand": "Pucks in hand",
  "tg.ref.wins": "Rounds won",
  "tg.ref.out": "out of this round",
  "tg.ref.plank": "On the plank: {n}",
  "tg.ref.plankn": "On plank {b}: {n}",
  "tg.ref.ground": "On the ground: {n}",
  "tg.ref.last": "Last throw: {what}",
  "tg.ref.won": "Round {round} is won by {name}.",
  "tg.ref.draw": "Round {round} is a draw.",
  "tg.ref.next": "Start round {round}: {name} throws first",
  "tg.ref.setup": "Everyone takes their pucks back; clear the planks and the ground.",
  "tg.ref.more": "Something else (several pucks knocked, another plank)",
  "tg.ref.thrown": "Where the thrown puck ended",
  "tg.ref.plankpick": "On which plank",
  "tg.ref.knocked": "Pucks it knocked off the plank",
  "tg.ref.enter": "Enter this throw",
  "tg.ref.type": "Or type the outcome",
  "tg.ref.type.help": "In the notation, for example:",
  "tg.ref.go": "Enter",
  "comp.score.trigono": "Rounds won",
  "pts.trigono.one": "{n} round won",
  "pts.trigono.other": "{n} rounds won",
};

const fr = {
  "game.trigono.name": "Trigono",
  "game.trigono.summary": "Lancez des palets sur une planche triangulaire : le grand trou gagne les palets de la planche, le petit ceux du sol.",
  "opt.trigono.pucks_per_player": "Palets par joueur",
  "opt.trigono.pucks_per_player.help": "À chaque manche (vide : 10 à deux joueurs, sinon 5).",
  "opt.trigono.first_player": "Premier joueur",
  "opt.trigono.first_player.help": "La place qui commence la manche 1.",
  "opt.trigono.layout": "Planches",
  "opt.trigono.layout.help": "Planches côte à côte, ou l’hexagone de six avec le jackpot.",
  "opt.trigono.referee": "Mode arbitre",
  "opt.trigono.referee.help": "Les résultats sont saisis à la main avec de vrais palets ; rien n’est simulé.",
  "opt.trigono.skill": "Adresse",
  "opt.trigono.skill.help": "La précision des lancers de tous les joueurs.",
  "opt.trigono.skills": "Adresse par place",
  "opt.trigono.skills.help": "Séparées par des virgules, une par place (remplace l’adresse).",
  "choice.trigono.layout.row": "côte à côte",
  "choice.trigono.layout.hexagon": "hexagone",
  "choice.trigono.skill.beginner": "débutant",
  "choice.trigono.skill.club": "joueur de club",
  "choice.trigono.skill.expert": "expert",
  "dec.trigono.THROW": "lancer un palet",
  "dec.trigono.FINAL_THROW": "dernier lancer",
  "dec.trigono.NEXT_ROUND": "préparer la manche suivante",
  "dec.trigono.OVER": "partie terminée",
  "ev.trigono.throw": "{seat} lance : {outcome} ({hand} en main).",
  "ev.trigono.throw.take": "{seat} lance : {outcome}, et prend {collected} ({hand} en main).",
  "ev.trigono.round_start": "La manche {round} commence ; {starter} lance en premier.",
  "ev.trigono.round_end": "La manche {round} est finie : {winner} la gagne.",
  "ev.trigono.round_end.draw": "La manche {round} est finie : manche nulle.",
  "ev.trigono.game_end": "La partie est finie. Gagnant : {winners}.",
  "act.trigono.next": "Manche suivante",
  "act.trigono.aim": "Viser {target}",
  "val.trigono.big": "le grand trou",
  "val.trigono.small": "le petit trou",
  "val.trigono.plank": "la planche",
  "val.trigono.jackpot": "le jackpot",
  "val.trigono.board": "sur la planche",
  "val.trigono.ground": "au sol",
  "tg.o.board": "Sur la planche",
  "tg.o.boardn": "Sur la planche {n}",
  "tg.o.ground": "Au sol",
  "tg.o.big": "Dans le grand trou",
  "tg.o.small": "Dans le petit trou",
  "tg.o.jackpot": "Dans le jackpot",
  "tg.o.into.board": "sur la planche",
  "tg.o.into.boardn": "sur la planche {n}",
  "tg.o.into.ground": "au sol",
  "tg.o.into.big": "dans le grand trou",
  "tg.o.into.small": "dans le petit trou",
  "tg.o.into.jackpot": "dans le jackpot",
  "tg.o.ofplank": "de la planche {n}",
  "tg.o.bounced": "Rebond au sol, puis {where}",
  "tg.e.board": "il reste sur la planche",
  "tg.e.ground": "il reste au sol",
  "tg.e.big": "vous prenez les palets de la planche",
  "tg.e.small": "vous prenez les palets du sol",
  "tg.e.jackpot": "vous prenez tous les palets, planches et sol",
  "tg.e.bounce": "il a touché le sol avant : il ne compte pas et reste au sol",
  "tg.k.one": "fait tomber {n} palet {where}{from}",
  "tg.k.other": "fait tomber {n} palets {where}{from}",
  "tg.k.from": "depuis la planche {n}",
  "tg.ref.where": "Où a fini le palet de {name} ?",
  "tg.ref.final": "Dernier lancer : {name} reste seul en jeu, avec un palet. Avec 2 palets ou plus en main ensuite, {name} gagne la manche ; sinon la manche est nulle.",
  "tg.ref.round": "Manche {round} · le premier à gagner 2 manches gagne la partie",
  "tg.ref.seat": "Joueur",
  "tg.ref.hand": "Palets en main",
  "tg.ref.wins": "Manches gagnées",
  "tg.ref.out": "hors de cette manche",
  "tg.ref.plank": "Sur la planche : {n}",
  "tg.ref.plankn": "Sur la planche {b} : {n}",
  "tg.ref.ground": "Au sol : {n}",
  "tg.ref.last": "Dernier lancer : {what}",
  "tg.ref.won": "La manche {round} est gagnée par {name}.",
  "tg.ref.draw": "La manche {round} est nulle.",
  "tg.ref.next": "Commencer la manche {round} : {name} lance en premier",
  "tg.ref.setup": "Chacun reprend ses palets ; videz les planches et le sol.",
  "tg.ref.more": "Autre chose (plusieurs palets déplacés, une autre planche)",
  "tg.ref.thrown": "Où a fini le palet lancé",
  "tg.ref.plankpick": "Sur quelle planche",
  "tg.ref.knocked": "Palets qu’il a fait tomber de la planche",
  "tg.ref.enter": "Saisir ce lancer",
  "tg.ref.type": "Ou tapez le résultat",
  "tg.ref.type.help": "Dans la notation, par exemple :",
  "tg.ref.go": "Saisir",
  "comp.score.trigono": "Manches gagnées",
  "pts.trigono.one": "{n} manche gagnée",
  "pts.trigono.other": "{n} manches gagnées",
};

// The physical constants of the plank and the pucks (rules §4.0), named in both languages.
const PHYSICS = {
  plank_side: ["Plank side (m)", "Côté de la planche (m)"],
  plank_thickness: ["Plank thickness (m)", "Épaisseur de la planche (m)"],
  notch_radius: ["Notch radius (m)", "Rayon de l’encoche (m)"],
  big_hole_diameter: ["Big hole diameter (m)", "Diamètre du grand trou (m)"],
  big_hole_distance: ["Big hole distance (m)", "Distance du grand trou (m)"],
  small_hole_diameter: ["Small hole diameter (m)", "Diamètre du petit trou (m)"],
  small_hole_distance: ["Small hole distance (m)", "Distance du petit trou (m)"],
  puck_diameter: ["Puck diameter (m)", "Diamètre du palet (m)"],
  puck_thickness: ["Puck thickness (m)", "Épaisseur du palet (m)"],
  puck_mass: ["Puck mass (kg)", "Masse du palet (kg)"],
  friction_wood: ["Friction on wood", "Frottement sur le bois"],
  friction_floor: ["Friction on the floor", "Frottement sur le sol"],
  restitution: ["Restitution (bounce)", "Restitution (rebond)"],
  release_height: ["Release height (m)", "Hauteur de lâcher (m)"],
  throw_distance: ["Throw distance (m)", "Distance de lancer (m)"],
};
for (const [name, [e, f]] of Object.entries(PHYSICS)) {
  en[`opt.trigono.${name}`] = e;
  en[`opt.trigono.${name}.help`] = "A physical constant of the simulation (rules §4.0).";
  fr[`opt.trigono.${name}`] = f;
  fr[`opt.trigono.${name}.help`] = "Une constante physique de la simulation (règles §4.0).";
}

function action(text, t) {
  if (text === "next") return t("act.trigono.next");
  const m = /^aim (big|small|plank|jackpot)$/.exec(text);
  return m ? t("act.trigono.aim", { target: t(`val.trigono.${m[1]}`) }) : sentence(text);
}

/** A throw that took pucks says how many; a round nobody won is a draw. */
function variant(ev) {
  if (ev.kind === "round_end" && ev.winner < 0) return "draw";
  return ev.kind === "throw" && ev.collected > 0 ? "take" : null;
}

/** A throw in the log: where the puck ended in words, not in notation. */
function params(ev, p) {
  if (ev.kind === "throw" && typeof ev.outcome === "string") p.outcome = sentence(ev.outcome) || ev.outcome;
}

/** The companion table (referee mode): the outcomes as big buttons in words. */
const companionBoard = () => import("./referee.js");

/** The physical constants are many: the lobby folds them under "more options". */
function advanced(name) {
  return name in PHYSICS;
}

export default { en, fr, action, advanced, variant, params, companionBoard };
