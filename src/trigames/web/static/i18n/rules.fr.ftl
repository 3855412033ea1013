# Les pages de règles (/rules/JEU) : les mots communs à toutes les pages (fr). Le texte propre à
# chaque jeu est dans son web/rules.fr.ftl.

rules-title = { $game } : les règles
rules-players = { $players }.
rules-contents = Sur cette page
rules-back = Retour à l’accueil
rules-learn = Apprendre à jouer à { $game } : une première partie guidée
rules-picture = Image :
rules-intro = À une table, le jeu applique ces règles pour vous : il ne propose que les coups permis et compte les points.
