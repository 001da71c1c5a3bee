# xargs, tree, du, df (df's figures are vshell's own: only its error path is recorded; D-df).

#### xargs default echo
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs < in

#### xargs -n 2
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs -n 2 < in

#### xargs -L 1
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs -L 1 < in

#### xargs -I
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs -I X echo '<X>' < in

#### xargs -0
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf 'a\0b c\0' | xargs -0 -n1 echo

#### xargs -d
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf 'a,b,c' | xargs -d , -n1 echo

#### xargs -t
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs -t echo < in

#### xargs empty input runs once
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf '' | xargs echo hi

#### xargs -r empty input
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf '' | xargs -r echo hi; echo s=$?

#### xargs -E
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo a b c STOP d | xargs -E STOP

#### xargs -P sequential output
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf 'a\nb\n' | xargs -P 1 -n 1

#### xargs quotes
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo "a \"b c\" 'd e' f\\ g" | xargs -n1

#### xargs unmatched quote
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo 'a "b' | xargs; echo s=$?

#### xargs command fails
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo x | xargs false; echo s=$?

#### xargs command status 255
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo x | xargs sh -c 'exit 255'; echo s=$?

#### xargs -s splits
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo aaaa bbbb | xargs -s 12 echo

#### xargs -s -x too long
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo aaaaaaaa bbbb | xargs -s 12 -x echo; echo s=$?

#### xargs -n with -t
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
seq 5 | xargs -n 2 -t echo 2>&1

#### xargs --max-args
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo 1 2 3 | xargs --max-args=2 echo

#### xargs -a file
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs -a in -n 3 echo

#### xargs -L skips blank lines
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf 'a\n\nb\n' | xargs -L1 echo

#### xargs with initial args
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo x y | xargs echo start

#### xargs runs file commands
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
printf 'd/a\n' | xargs cat

#### xargs -n invalid
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
echo a | xargs -n x; echo s=$?

#### xargs unknown option
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
xargs -y; echo s=$?

#### tree
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree d

#### tree -a
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -a d

#### tree -d
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -d d

#### tree -L 1
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -L 1 d

#### tree -I
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -I 'e|g' d

#### tree -P
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -P 'a*' d

#### tree -f
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -f d

#### tree --noreport
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree --noreport d

#### tree -F
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -F d

#### tree missing dir
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree nosuch; echo s=$?

#### tree bad level
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -L x d; echo s=$?

#### tree empty dir
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree d/g

#### tree two roots
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree d/e d/g

#### tree symlink to directory counts as directory
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
ln -s e d/le; tree d/ | tail -1

#### tree -i no indentation
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -i d/e

#### tree --dirsfirst
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree --dirsfirst d/e

#### tree dot
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
cd d/e && tree

#### tree -r reverse
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
tree -r d/e

#### du one directory
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du d/e

#### du -s
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du -s d

#### du -sh
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du -sh d

#### du -a single chain
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir -p p/q; printf %05000d 0 > p/q/r; du -a p

#### du -c
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du -c d/e d/g

#### du -d 0
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du -d 0 d

#### du --max-depth=1 -h single child
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir -p p/q; printf %05000d 0 > p/q/r; du -h --max-depth=1 p

#### du missing
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du nosuch; echo s=$?

#### du -b
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir p; printf %05000d 0 > p/r; printf x > p/s; du -b p

#### du --apparent-size -s
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir p; printf %05000d 0 > p/r; du --apparent-size -s p

#### du -sk and -sm
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir p; printf %05000d 0 > p/r; du -sk p; du -sm p

#### du -s --si
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir p; printf %020000d 0 > p/r; du -s --si p

#### du of a file
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du d/a

#### du hard link counted once
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
mkdir p; printf %05000d 0 > p/r; ln p/r p/s; du -s p

#### du -s -a conflict
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
du -s -a d; echo s=$?

#### df missing file
## file: in
## | a b
## | c  d
## |  e
## file: d/a
## | abc
## file: d/e/b
## | 
## file: d/.h
## | h
## dir: d/e/f
## dir: d/g
## symlink: d/l -> a
## symlink: d/br -> nowhere
## mode: d/e/b 755
df nosuch; echo s=$?
