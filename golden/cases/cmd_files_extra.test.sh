# Cross-command details: default stat and -ls/-l formats with owner columns cut out (D-user), du/xargs/find combinations.

#### stat default format first lines
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
stat f | sed -n '1,2p'

#### stat default format access line without owner
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" f; chmod 640 f; stat f | sed -n 's/  Uid.*//p'

#### stat default format times
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" f; stat f | grep -E '^(Access|Modify): [0-9]'

#### stat default symlink name line
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
stat d/l | head -2

#### stat -t terse fields
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" f; stat -t f | awk '{print $1, $2, $3, $4, $12, $13, $16}'

#### find -ls without owner columns
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" d/a.txt; find d/a.txt -ls | awk '{print $2, $3, $4, $7, $8, $9, $10, $11}'

#### find -ls symlink arrow
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -h -d '2020-01-02 03:04:05' d/l; find d/l -ls | awk '{print $3, $7, $11, $12, $13}'

#### ls -l without owner columns
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" f; ls -l f | awk '{print $1, $2, $5, $6, $7, $8, $9}'

#### ls -n without id columns
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" f; ls -n f | awk '{print $1, $2, $5, $9}'

#### du -a sorted
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
du -a d | sort -k2

#### du -ab sorted
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
du -ab d | sort -k2

#### xargs -I several lines
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
printf 'x\ny\n' | xargs -I @ echo '[@]' '(@)'

#### xargs -L 2
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
printf 'a b\nc\nd e f\n' | xargs -L 2 echo

#### chmod -Rc
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
chmod -R 700 d; chmod -Rc 700 d; chmod -Rc 750 d/sub

#### find -execdir with plus
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
find d -name '*.txt' -execdir echo {} + | sort

#### find -printf Y of link to dir
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
ln -s sub d/ls; find d/ls -printf '%y %Y %l\n'

#### find -newer and -not
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch -d "2020-01-02 03:04:05" d/a.txt; touch -d 2021-01-01 d/sub/b.txt; find d -type f ! -newer d/a.txt

#### find -maxdepth with -depth
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
find d -maxdepth 1 -depth -type d

#### find -size in k
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
printf '%03000d' 0 > d/k3; find d -size 3k -o -size -2k -type f -name k3

#### find -iname and -ipath
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
find d -iname '*.TXT' -ipath '*SUB*'

#### cat number and squeeze many files
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
printf 'a\n\n\n' > x; printf '\n\nb\n' > y; cat -sn x y

#### head and tail of empty input
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
printf '' | head -n 3; printf '' | tail -n 3; echo s=$?

#### tail -c larger than file
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
tail -c 100 f

#### head -c larger than file
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
head -c 100 f

#### wc -c of several with missing
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
wc -c f nosuch d/a.txt; echo s=$?

#### cp -r into existing dir with slash
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
mkdir t; cp -r d t/; ls -R t

#### mv -v into directory
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
mkdir t; mv -v f d/a.txt t

#### rm -rv nested order
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
rm -rv d/sub

#### mkdir -p with dot components
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
mkdir -p ./x/./y/../z; ls x

#### ln -s relative target stays verbatim
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
ln -s ../f d/up; readlink d/up; cat d/up

#### readlink -f relative symlink chain
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
ln -s l d/l2; readlink -f d/l2 | sed "s#$PWD#P#"

#### realpath of dot and dotdot
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
cd d/sub && realpath . .. | sed "s#$OLDPWD#P#"

#### basename and dirname of dotfiles
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
basename .bashrc; dirname .bashrc; basename a/.b/; dirname a/.b/

#### tree -L 2 -d
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
mkdir -p d/sub/x/y; tree -L 2 -d d

#### tree -a -F with hidden
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
touch d/.h; chmod +x d/.h; tree -a -F d

#### xargs stops when its command dies of SIGPIPE
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
yes | xargs -n2 echo | head -2; echo "${PIPESTATUS[@]}"

#### xargs streams endless input
## file: f
## | abc
## file: d/a.txt
## | alpha
## file: d/sub/b.txt
## | beta
## symlink: d/l -> a.txt
yes abc | xargs -n 3 echo | head -2
