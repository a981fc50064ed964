# The bash completion the build makes (completion/rongo.bash.in): every
# option of each program, every game id and alias.  $c is the file.

### -g: the games and aliases that begin with what is typed: yacht, its
### alias yam, yahtzee, and Going to Boston's alias yankee-grab, in the
### registry's order
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-validate -g ya); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-score --game cent); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"' "$c"
>>> stdout
yacht yam yahtzee yankee-grab
centennial

### every game id and alias of rongo-games(7) is offered
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-apply -g ""); COMP_CWORD=2; _rongo; printf "%s\n" "${COMPREPLY[@]}"' "$c" > $T/all; for g in kanga hanga-roa tang hanga-tanga one-o-five three-or-more sevens sevens-out twenty-one ten-thousand farkle dix-mille aces ship-captain-crew ship battleship mariner destroyer centennial ohio martinetti everest matterhorn yacht cheerio yot yam yahtzee general generala chicago rotation crag drop-dead beetle bugs cootie help-your-neighbour going-to-boston yankee-grab newmarket pig around-the-spot flower-petals sequences straight-shooter dice-golf ten-pins passage plus-and-minus catch-up; do grep -qx "$g" $T/all || echo "missing $g"; done; echo done
>>> stdout
done

### options: each program's own, long and short
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-validate --s); COMP_CWORD=1; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-roll --s); COMP_CWORD=1; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-parallel --); COMP_CWORD=1; _rongo; echo "${COMPREPLY[*]}"' "$c"
>>> stdout
--strict
--seed --show --stats --strict
--block --help --jobs --list --sshlogin --version

### values: -f by program, --limit by name
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-score -f ""); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-apply --format ""); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-validate --limit ""); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"' "$c"
>>> stdout
text yaml json
notation yaml json
line= record= tags= depth= tagtext=

### --game=: bash splits it at '=', and the games still come: 31 ids
### and 24 aliases
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-apply --game = cent); COMP_CWORD=3; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-apply --game =); COMP_CWORD=2; _rongo; echo "${#COMPREPLY[@]}"' "$c"
>>> stdout
centennial
55

### --list: its four words
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-score --list ""); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-validate --list c); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"' "$c"
>>> stdout
games options actions categories
categories

### -c: the categories of the game of -g that begin with what is typed
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-score -g yacht -c f); COMP_CWORD=4; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-score --game = crag --category t); COMP_CWORD=5; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-score -g pig -c ""); COMP_CWORD=4; _rongo; echo "[${COMPREPLY[*]}]"' "$c"
>>> stdout
fours fives full-house four-of-a-kind
twos threes three-of-a-kind thirteen
[]

### --variant: the game's options, a flag as it is, a number with its '='
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-apply -g ten-thousand --variant t); COMP_CWORD=4; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-apply -g pig --variant ""); COMP_CWORD=4; _rongo; echo "${COMPREPLY[*]}"' "$c"
>>> stdout
target= takeover three-farkles
target= dice=

### rongo-play: its options, and a command for the program of --white
$ c=$(dirname "$(command -v rongo-validate)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; bash -c '. "$0"; COMP_WORDS=(rongo-play --s); COMP_CWORD=1; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-play --white rongo-val); COMP_CWORD=2; _rongo; printf "%s\n" "${COMPREPLY[@]}" | sort -u; COMP_WORDS=(rongo-play --games ""); COMP_CWORD=2; _rongo; echo "${#COMPREPLY[@]}"' "$c"
>>> stdout
--seat --seed --show --strict
rongo-validate
0
