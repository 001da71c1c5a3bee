# GLOBIGNORE: colon-separated patterns removed from pathname-expansion results; setting it
# turns on dotglob ('.' and '..' stay out), unsetting it turns dotglob off again.

#### GLOBIGNORE removes matching names
## file: a.txt
## file: b.md
## file: c.txt
GLOBIGNORE='*.txt'
echo *.*

#### GLOBIGNORE takes colon-separated patterns
## file: a.txt
## file: b.md
## file: c.sh
## file: d.py
GLOBIGNORE='*.txt:*.sh'
echo *

#### setting GLOBIGNORE makes star match dot files
## file: .hidden
## file: shown
GLOBIGNORE=nomatch
echo *

#### dot and dot-dot are never matched with GLOBIGNORE set
## file: .a
## file: b
GLOBIGNORE=zz
echo .*
echo .?

#### unsetting GLOBIGNORE hides dot files again
## file: .hidden
## file: shown
GLOBIGNORE=x
echo *
unset GLOBIGNORE
echo *

#### a word whose matches are all ignored stays as written
## file: a.txt
## file: b.txt
GLOBIGNORE='*.txt'
echo *.txt
echo "status $?"

#### nullglob drops a word whose matches are all ignored
## file: a.txt
shopt -s nullglob
GLOBIGNORE='*.txt'
set -- *.txt
echo "$# args"

#### failglob reports a word whose matches are all ignored
## file: a.txt
shopt -s failglob
GLOBIGNORE='*.txt'
echo *.txt
echo "status $?"

#### GLOBIGNORE patterns match the whole path
## file: d/a.txt
## file: d/b.txt
## file: d/c.md
GLOBIGNORE='d/a*'
echo d/*
GLOBIGNORE='a*'
echo d/*

#### star in GLOBIGNORE does not cross a slash
## file: d/x
## file: d/y
GLOBIGNORE='*'
echo d/*
GLOBIGNORE='*/x'
echo d/*

#### star in GLOBIGNORE matches a leading dot
## file: .dot
## file: plain
GLOBIGNORE='*'
echo *
echo .*
GLOBIGNORE='p*'
echo *

#### dot files inside directories show with GLOBIGNORE set
## file: d/.x
## file: d/y
GLOBIGNORE=none
echo d/*
GLOBIGNORE='d/.*'
echo d/*

#### empty GLOBIGNORE ignores nothing
## file: .h
## file: a
GLOBIGNORE=
echo *
echo .*

#### GLOBIGNORE does not affect case patterns or [[
GLOBIGNORE='*'
case abc in a*) echo case-matched ;; esac
[[ abc == a* ]] && echo cond-matched
x=abc
echo "${x#a*}"

#### GLOBIGNORE with a bracket pattern
## file: a1
## file: a2
## file: b1
GLOBIGNORE='?[12]:b*'
echo * a*
GLOBIGNORE='a[!1]'
echo *

#### quoted pattern in a word is still filtered by GLOBIGNORE
## file: a b.txt
## file: c.md
GLOBIGNORE='*.md'
for f in *; do echo "[$f]"; done

#### GLOBIGNORE in a function's local scope
## file: a.txt
## file: b.md
f() { local GLOBIGNORE='*.md'; echo *; }
f
echo *

#### GLOBIGNORE applies to a glob in a for loop and an array
## file: x.c
## file: x.h
## file: y.c
GLOBIGNORE='*.h'
for f in x.*; do echo "$f"; done
arr=(*)
echo "${#arr[@]} ${arr[*]}"

#### GLOBIGNORE with extglob patterns
## args: -O extglob
## file: a.txt
## file: b.md
## file: c.sh
GLOBIGNORE='@(*.md|*.sh)'
echo *

#### GLOBIGNORE and nocaseglob
## file: A.TXT
## file: b.md
shopt -s nocaseglob
GLOBIGNORE='*.txt'
echo *

#### unsetting GLOBIGNORE turns off a dotglob set by shopt
## file: .h
## file: a
shopt -s dotglob
echo *
unset GLOBIGNORE
echo *
shopt -p dotglob

#### shopt -p dotglob follows GLOBIGNORE being set and unset
shopt -p dotglob
GLOBIGNORE=x
shopt -p dotglob
unset GLOBIGNORE
shopt -p dotglob

#### an empty GLOBIGNORE leaves dotglob as it was
shopt -s dotglob
GLOBIGNORE=
shopt -p dotglob
unset GLOBIGNORE
shopt -p dotglob
GLOBIGNORE=
shopt -p dotglob
for v in x : a: '*'; do (GLOBIGNORE=$v; shopt -p dotglob); done

#### a local GLOBIGNORE turns dotglob on, and its end turns it off
f() { local GLOBIGNORE=x; shopt -p dotglob; }
f
shopt -p dotglob
GLOBIGNORE=y true
shopt -p dotglob

#### dotglob turned off while GLOBIGNORE is set hides dot files again
## file: .h
## file: a
## file: b
GLOBIGNORE=b
echo *
shopt -u dotglob
echo *
GLOBIGNORE=a
echo *
unset GLOBIGNORE
echo *
