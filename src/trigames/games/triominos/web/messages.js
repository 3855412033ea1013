// Triominos XXL in English and French (the generic table plays it for now).
const en = {
  "game.triominos.name": "Triominos XXL",
  "game.triominos.summary": "Place triangular tiles so that every touching corner matches; hexagons and bridges earn bonuses.",
  "opt.triominos.target": "Points to reach",
  "opt.triominos.target.help": "The game ends after the round in which a player reaches this total.",
  "opt.triominos.fixed_rounds": "Fixed number of rounds",
  "opt.triominos.fixed_rounds.help": "Play exactly this many rounds instead (empty: play to the points).",
  "opt.triominos.classic_opening": "Classic opening",
  "opt.triominos.classic_opening.help": "The highest triple opens the round (+10; 0-0-0: +40).",
  "opt.triominos.first_player": "First player",
  "opt.triominos.first_player.help": "The seat that opens every round (drawn at random: the draw-off decides).",
  "dec.triominos.OPEN": "open the round",
  "dec.triominos.TURN_START": "place a tile or draw",
  "dec.triominos.AFTER_DRAW": "place, draw again or pass",
  "dec.triominos.OVER": "game over",
  "val.triominos.hexagon": "a hexagon",
  "val.triominos.double hexagon": "a double hexagon",
  "val.triominos.triple hexagon": "a triple hexagon",
  "val.triominos.bridge": "a bridge",
  "val.triominos.out": "a player went out",
  "val.triominos.blocked": "nobody can play",
  "ev.triominos.place": "{seat} places {move} for {points} points.",
  "ev.triominos.place.figure": "{seat} places {move} and makes {figure}: {points} points.",
  "ev.triominos.score.pass": "{seat}: {points} points for passing.",
  "ev.triominos.score.draw": "{seat}: {points} points for drawing.",
  "ev.triominos.score": "{seat}: {points} points at the end of the round.",
  "ev.triominos.draw": "{seat} draws a tile ({pool} left in the pool).",
  "ev.triominos.draw.seen": "{seat} draws {tile} ({pool} left in the pool).",
  "ev.triominos.pass": "{seat} passes.",
  "ev.triominos.round_end": "Round {round} is over ({end}); points: {points}.",
  "ev.triominos.round_start": "Round {round} begins; {first} opens.",
  "ev.triominos.game_end": "The game is over. Winner: {winners}.",
  "act.triominos.draw": "Draw a tile",
  "act.triominos.pass": "Pass",
  "act.triominos.place": "Place {tile} at {cell}, turned {rot}",
};

const fr = {
  "game.triominos.name": "Triominos XXL",
  "game.triominos.summary": "Posez des tuiles triangulaires dont chaque coin touche un coin de même valeur ; hexagones et ponts rapportent des bonus.",
  "opt.triominos.target": "Points à atteindre",
  "opt.triominos.target.help": "La partie finit après la manche où un joueur atteint ce total.",
  "opt.triominos.fixed_rounds": "Nombre fixe de manches",
  "opt.triominos.fixed_rounds.help": "Jouer exactement ce nombre de manches (vide : jouer jusqu’aux points).",
  "opt.triominos.classic_opening": "Ouverture classique",
  "opt.triominos.classic_opening.help": "Le plus fort triple ouvre la manche (+10 ; 0-0-0 : +40).",
  "opt.triominos.first_player": "Premier joueur",
  "opt.triominos.first_player.help": "La place qui ouvre chaque manche (tirée au sort : le tirage des tuiles décide).",
  "dec.triominos.OPEN": "ouvrir la manche",
  "dec.triominos.TURN_START": "poser une tuile ou piocher",
  "dec.triominos.AFTER_DRAW": "poser, repiocher ou passer",
  "dec.triominos.OVER": "partie terminée",
  "val.triominos.hexagon": "un hexagone",
  "val.triominos.double hexagon": "un double hexagone",
  "val.triominos.triple hexagon": "un triple hexagone",
  "val.triominos.bridge": "un pont",
  "val.triominos.out": "un joueur a tout posé",
  "val.triominos.blocked": "plus personne ne peut jouer",
  "ev.triominos.place": "{seat} pose {move} : {points} points.",
  "ev.triominos.place.figure": "{seat} pose {move} et forme {figure} : {points} points.",
  "ev.triominos.score.pass": "{seat} : {points} points pour avoir passé.",
  "ev.triominos.score.draw": "{seat} : {points} points pour la pioche.",
  "ev.triominos.score": "{seat} : {points} points en fin de manche.",
  "ev.triominos.draw": "{seat} pioche une tuile (il en reste {pool}).",
  "ev.triominos.draw.seen": "{seat} pioche {tile} (il en reste {pool}).",
  "ev.triominos.pass": "{seat} passe.",
  "ev.triominos.round_end": "La manche {round} est finie ({end}) ; points : {points}.",
  "ev.triominos.round_start": "La manche {round} commence ; {first} ouvre.",
  "ev.triominos.game_end": "La partie est finie. Gagnant : {winners}.",
  "act.triominos.draw": "Piocher une tuile",
  "act.triominos.pass": "Passer",
  "act.triominos.place": "Poser {tile} en {cell}, rotation {rot}",
};

function variant(ev) {
  if (ev.kind === "place" && ev.figure) return "figure";
  if (ev.kind === "draw" && ev.tile) return "seen";
  if (ev.kind === "score") return ev.why === "place" ? "hide" : ev.why === "pass" || ev.why === "draw" ? ev.why : null;
  return null;
}

function action(text, t) {
  if (text === "draw" || text === "pass") return t(`act.triominos.${text}`);
  const m = /^(\d-\d-\d)@([UD]\(-?\d+,-?\d+\))\/r(\d)$/.exec(text);
  return m ? t("act.triominos.place", { tile: m[1], cell: m[2], rot: m[3] }) : null;
}

export default { en, fr, variant, action };
