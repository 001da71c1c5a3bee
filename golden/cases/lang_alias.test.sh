# Aliases in a non-interactive shell: expand_aliases, when definitions take effect, trailing space, listing.

#### alias needs expand_aliases in scripts
alias say='echo said'
say hi
echo "status $?"

#### alias used on a later line
shopt -s expand_aliases
alias say='echo said'
say hi

#### alias defined on same line is not used
shopt -s expand_aliases
alias say='echo said'; say hi
echo "status $?"

#### alias with trailing space expands next word
shopt -s expand_aliases
alias run='echo '
alias thing='expanded-thing'
run thing

#### alias is not expanded when quoted
shopt -s expand_aliases
alias say='echo said'
'say' x
echo "status $?"

#### alias is not expanded with backslash
shopt -s expand_aliases
alias ls='echo fake-ls'
\ls -d .

#### alias expanding to multiple commands
shopt -s expand_aliases
alias both='echo one; echo two'
both

#### recursive alias stops at itself
shopt -s expand_aliases
alias echo='echo prefixed'
echo word

#### alias inside function body expanded at definition
shopt -s expand_aliases
alias greet='echo hello'
f() { greet; }
unalias greet
f

#### unalias removes alias
shopt -s expand_aliases
alias x='echo x'
unalias x
x
echo "status $?"

#### alias -p listing format
alias b='echo b' a="echo 'a'"
alias -p

#### alias with special characters quoted in listing
alias q='echo "$HOME" | cat'
alias q

#### alias name invalid
alias 'bad/name=x'
echo "status $?"

#### type reports alias
shopt -s expand_aliases
alias ll='ls -l'
type ll

#### alias in subshell inherited
shopt -s expand_aliases
alias say='echo said'
( say sub )

#### alias in command substitution
shopt -s expand_aliases
alias say='echo said'
echo "$(say subst)"

#### alias not expanded after command keyword
shopt -s expand_aliases
alias say='echo said'
command say x
echo "status $?"

#### command -v shows alias definition
shopt -s expand_aliases
alias say='echo said'
command -v say

#### BASH_ALIASES array reflects aliases
alias one='echo 1'
echo "${BASH_ALIASES[one]}"

#### alias for keyword-like word
shopt -s expand_aliases
alias forever='while true; do echo once; break; done'
forever

#### alias in nested and process substitutions
shopt -s expand_aliases
alias say='echo said'
echo "$(echo $(say inner))" "$(cat <(say procsub))" `say backquote`
echo "$(alias late='echo late'; late 2>&1)"

#### alias standing for negation and a group
shopt -s expand_aliases
alias neg='! true' grp='{ echo in group;' e='echo hi'
neg; echo "status $?"
grp }
! e; echo "status $?"
