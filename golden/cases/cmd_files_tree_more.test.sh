# tree 2.1.0: -R (00Tree.html listings where -L stops), -C/-n colours (TERM must be set; LS_COLORS,
# TREE_COLORS, NO_COLOR, CLICOLOR_FORCE), --info comments from .info files.

#### tree -R -L 1 writes a listing into each directory below the level
mkdir -p a/b/c/d e; touch a/f a/b/g a/b/c/h; tree -R -L 1; echo "s=$?"

#### tree -R -L 2 listings keep tree's stale indentation marks
mkdir -p a/b/c/d e; touch a/f a/b/g a/b/c/h; tree -R -L 2

#### tree -R -L 2 with a later sibling
mkdir -p a/b/c a/z/y e; touch a/b/c/h a/z/y/w; tree -R -L 2

#### tree -R without -L does nothing more
mkdir -p a/b; touch a/b/f; tree -R

#### tree -R -L 1 of a named directory
mkdir -p a/b/c; touch a/b/g; tree -R -L 1 a

#### tree -R -L 1 with -d and --noreport -s
mkdir -p a/b e; touch a/f; tree -R -L 1 -d; tree -R -L 1 --noreport -s a

#### tree -R -L 1 -f full paths in the listings
mkdir -p a/b; touch a/b/x; tree -R -L 1 -f

#### tree -R -L 1 twice lists the first run's files
mkdir -p a/b; tree -R -L 1 > /dev/null; tree -R -L 1

#### tree -C without TERM prints no colour
mkdir d; touch f; tree -C

#### tree -C with its built-in colours
mkdir -p d/s; touch f x.tar.gz x.jpg; printf '#!/bin/sh\n' > run; chmod 755 run; ln -s f lf; ln -s nowhere broken; ln -s d ld; mkfifo p; TERM=xterm tree -C

#### tree -C -F puts the indicator after the colour
mkdir d; printf x > run; chmod 755 run; ln -s d ld; TERM=dumb tree -C -F

#### tree -C with LS_COLORS
mkdir d; touch f x.c; ln -s x.c lc; ln -s gone broken; TERM=xterm LS_COLORS='di=01;33:*.c=35:ln=01;36:or=31:mi=05' tree -C

#### tree -C with ln=target colours links as their targets
mkdir d; touch x.c; ln -s x.c lc; ln -s d ld; ln -s gone broken; TERM=xterm LS_COLORS='di=34:*.c=35:ln=target:or=31' tree -C

#### tree -C prefers TREE_COLORS to LS_COLORS
mkdir d; touch f; TERM=xterm TREE_COLORS='di=4' LS_COLORS='di=5:fi=6' tree -C

#### tree -C with an empty LS_COLORS uses the built-in table
mkdir d; touch f; TERM=xterm LS_COLORS= tree -C

#### tree -C with lc rc and ec codes
mkdir d; touch f; TERM=xterm LS_COLORS='lc=<:rc=>:ec=</>:di=D:fi=F' tree -C

#### tree -C with sticky and other-writable directories
mkdir s o t; chmod 1755 s; chmod 777 o; chmod 1777 t; TERM=xterm LS_COLORS='di=34:st=1:ow=2:tw=3' tree -C

#### tree -C with setuid setgid and executable files
touch u g x; chmod 4755 u; chmod 2755 g; chmod 755 x; TERM=xterm LS_COLORS='su=1:sg=2:ex=3:fi=4' tree -C

#### tree -C extensions, last given first
touch a.tar.gz b.gz; TERM=xterm LS_COLORS='*.gz=1:*.tar.gz=2' tree -C

#### tree -n and NO_COLOR turn colour off, -C overrides
mkdir d; TERM=xterm tree -n; TERM=xterm NO_COLOR=1 tree -C -n; TERM=xterm NO_COLOR=1 tree

#### tree CLICOLOR_FORCE colours without -C
mkdir d; TERM=xterm CLICOLOR_FORCE=1 tree; TERM=xterm CLICOLOR_FORCE=1 tree -n

#### tree CLICOLOR alone does not colour a pipe
mkdir d; TERM=xterm CLICOLOR=1 tree

#### tree -C colours file and missing operands
touch f; TERM=xterm tree -C f nosuch; echo "s=$?"

#### tree -C -f colours the whole path
mkdir -p d/e; TERM=xterm tree -C -f

#### tree --info prints comments under the entries
mkdir -p a/b d; touch a/x.c a/b/y.gz e; printf '# a comment\n*.c\n\tC source\nd/\n\tthe d dir\n\tsecond line\n\tthird\na\n\tthe a\n' > .info; printf 'y.gz\n\tA tarball\n\tof y\n' > a/b/.info; tree --info

#### tree --info with -a shows the .info files
printf 'x\n\tthe x\n' > .info; touch x; tree --info -a

#### tree --info with --metafirst -s pads the comments
mkdir d; touch x; printf 'x\n\tthe x\nd\n\tone\n\ttwo\n' > .info; tree --info --metafirst -s

#### tree --info -i still indents comments
mkdir -p d/e; touch d/e/x; printf 'x\n\tthe x\n' > d/e/.info; printf 'e\n\tthe e\n' > d/.info; tree --info -i

#### tree --info -f and a named directory
mkdir -p d/e; touch d/x; printf 'x\n\tthe x\ne/\n\ta dir\n' > d/.info; tree --info -f; tree --info d

#### tree --info several patterns share a comment
touch a b c; printf 'a\nb\n\tthe a or b\nc|z\n\tc or z\n' > .info; tree --info

#### tree --info a parent's patterns match the path
mkdir -p s/t; touch s/t/f; printf '**/f\n\tdeep f\nf\n\tname only\n' > .info; tree --info

#### tree --info escaped and trailing spaces
touch 'a b' c; printf 'a\\ b  \n\tspaced\\\\ name  \nc\n\t  indented\n' > .info; tree --info

#### tree --info with --ignore-case and wildcards
touch ABC x1 y; printf 'abc\n\tupper\nx?\n\tx and one\n[xy]\n\tx or y\n' > .info; tree --info --ignore-case

#### tree --info a pattern with no comment lines
touch a b; printf 'a\nb\n' > .info; tree --info

#### tree --info with -d
mkdir d; touch f; printf 'd\n\tthe dir\nf\n\tthe file\n' > .info; tree --info -d

#### tree -R stops where it cannot write 00Tree.html
mkdir -p a/b c; chmod 555 a; tree -R -L 1; echo "s=$?"; chmod 755 a

#### tree -R stops in a nested listing too
mkdir -p a/b/c/d e; chmod 555 a/b/c; tree -R -L 1 -s; echo "s=$?"; chmod 755 a/b/c

#### tree -R -L 2 stops below the first level with --metafirst -s
mkdir -p a/b/c x; chmod 555 a/b; tree -R -L 2 --metafirst -s; echo "s=$?"; chmod 755 a/b
