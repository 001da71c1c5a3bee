# shopt and set options that change language behaviour (beyond globbing, covered in lib_glob).

#### localvar_inherit copies caller value into new local
shopt -s localvar_inherit
f() { local v; echo "[$v]"; }
v=outer
f

#### without localvar_inherit new local is empty
f() { local v; echo "[${v-unset}]"; }
v=outer
f

#### localvar_unset makes unset of caller local stay unset
shopt -s localvar_unset
g() { unset v; echo "g [${v-unset}]"; }
f() { local v=f-local; g; echo "f [${v-unset}]"; }
v=global
f

#### unset of caller local reveals global by default
g() { unset v; }
f() { local v=f-local; g; echo "f [${v-unset}]"; }
v=global
f

#### nocasematch affects double bracket and case but not pattern removal
shopt -s nocasematch
[[ ABC == abc ]] && echo dbl
case Hello in hello) echo case;; esac
x=ABC
echo "${x#a}"

#### extglob patterns in case need extglob at parse time
shopt -s extglob
case abc in +([a-c])) echo ext-match;; esac

#### shopt -s and -u multiple names
shopt -s nullglob dotglob
shopt nullglob dotglob
shopt -u nullglob dotglob
shopt -p nullglob dotglob

#### shopt without arguments includes a known option
shopt | grep -E '^(cdspell|lastpipe) '

#### shopt -o lists set options in shopt format
shopt -o noclobber

#### set -o vi and emacs in non-interactive shell
set -o | grep -E '^(emacs|vi) '

#### set -k puts assignments anywhere into environment
set -k
bash -c 'echo "[$KW]"' KW=late

#### set -B off disables brace expansion
set +B
echo {a,b}
set -B
echo {a,b}

#### set -H history expansion is off in scripts
echo "a!b" 'c!!'

#### set -o noglob equals set -f
set -o noglob
echo $- | grep -q f && echo f-set

#### set -o nounset prints in set -o listing
set -o nounset
set -o | grep nounset

#### shopt -q with several names requires all
shopt -s extglob
shopt -q extglob nullglob
echo "status $?"

#### comments work in scripts even with interactive_comments off
echo a # comment
shopt -u interactive_comments
echo a # not a comment

#### xpg_echo off by default
shopt xpg_echo

#### progcomp and hostcomplete do not change scripts
shopt -u progcomp
echo still-works

#### login_shell is off for bash -c
shopt login_shell

#### set -k moves assignment words of a function call into its environment
set -k
f() { echo "$* [$Q]"; }
f a Q=2 b
echo "[${Q-unset}]"
echo x=1 y

#### set -k with a quoted assignment word and append
set -k
g() { echo "[$A] [$B]"; }
B=pre; g A='one two' B+=post
set +k
g A=3

#### localvar_unset inside the function that owns the local
shopt -s localvar_unset
f() { local v=mine; unset v; echo "[${v-unset}]"; v=again; echo "[$v]"; }
v=global; f; echo "[$v]"

#### localvar_unset two levels up
shopt -s localvar_unset
h() { unset v; }
g() { h; echo "g [${v-unset}]"; }
f() { local v=f-local; g; echo "f [${v-unset}]"; }
v=global; f; echo "top [$v]"
