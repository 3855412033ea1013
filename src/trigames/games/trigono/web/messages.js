// Trigono in English and French (the generic table plays it for now).
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
  "ev.trigono.throw": "{seat} throws: {outcome}; collects {collected}, {hand} pucks in hand.",
  "ev.trigono.round_start": "Round {round} begins; {starter} throws first.",
  "ev.trigono.round_end": "Round {round} is over: {winner} wins it.",
  "ev.trigono.game_end": "The game is over. Winner: {winners}.",
  "act.trigono.next": "Next round",
  "act.trigono.aim": "Aim at {target}",
  "val.trigono.big": "the big hole",
  "val.trigono.small": "the small hole",
  "val.trigono.plank": "the plank",
  "val.trigono.jackpot": "the jackpot",
  "val.trigono.board": "on the plank",
  "val.trigono.ground": "on the ground",
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
  "ev.trigono.throw": "{seat} lance : {outcome} ; gagne {collected}, {hand} palets en main.",
  "ev.trigono.round_start": "La manche {round} commence ; {starter} lance en premier.",
  "ev.trigono.round_end": "La manche {round} est finie : {winner} la gagne.",
  "ev.trigono.game_end": "La partie est finie. Gagnant : {winners}.",
  "act.trigono.next": "Manche suivante",
  "act.trigono.aim": "Viser {target}",
  "val.trigono.big": "le grand trou",
  "val.trigono.small": "le petit trou",
  "val.trigono.plank": "la planche",
  "val.trigono.jackpot": "le jackpot",
  "val.trigono.board": "sur la planche",
  "val.trigono.ground": "au sol",
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
  return m ? t("act.trigono.aim", { target: t(`val.trigono.${m[1]}`) }) : null;
}

/** The physical constants are many: the lobby folds them under "more options". */
function advanced(name) {
  return name in PHYSICS;
}

export default { en, fr, action, advanced };
