# ls: formats, sorting, quoting, errors (owner columns dropped with -g -o: vshell's single user is not the recorder's nobody; D-user).

#### ls one per line when not a terminal
touch b a C; ls

#### ls sorts in code point order
touch B a _x Z 10 9 .h; ls

#### ls -a shows dot entries
touch .h x; ls -a

#### ls -A omits dot and dotdot
touch .h x; ls -A

#### ls -d lists the directory itself
mkdir d; touch d/x; ls -d d

#### ls of a file operand
touch f; ls f

#### ls missing operand status 2
ls nosuch; echo s=$?

#### ls missing and present operand
touch a; ls nosuch a; echo s=$?

#### ls files before directories with headers
mkdir d; touch d/x f; ls d f

#### ls two directories
mkdir a b; touch a/1 b/2; ls a b

#### ls empty directory prints nothing
mkdir e; ls e; echo s=$?

#### ls -go long format
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go

#### ls -go directory total
mkdir d; printf x > d/f; touch -d "2020-01-02 03:04:05" d/f; ls -go d

#### ls -go symlink arrow
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go la broken

#### ls -go full-time
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go --full-time a d

#### ls -go time-style long-iso
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go --time-style=long-iso a

#### ls -go time-style iso old file
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go --time-style=iso a

#### ls -go time-style format
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go --time-style=+%Y/%m/%d a

#### ls -go time-style two formats
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -go '--time-style=+old %Y
new %H' a

#### ls -go invalid time style
touch a; ls -go --time-style=bogus a; echo s=$?

#### ls -goh human sizes
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; printf '%05000d' 0 > five; printf '%020000d' 0 > twenty; touch -d "2020-01-02 03:04:05" five twenty; ls -goh big five twenty a

#### ls -go --si sizes
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; printf '%05000d' 0 > five; touch -d "2020-01-02 03:04:05" five; ls -go --si five big

#### ls -gos blocks column
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -gos

#### ls -s without -l
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -s

#### ls -sh total human
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -sh

#### ls -go setuid setgid sticky
touch u g t; chmod 4755 u; chmod 2644 g; mkdir s; chmod 1777 s; touch -d "2020-01-02 03:04:05" u g s; ls -go u g s

#### ls -go capital S T without execute
touch u; chmod 4644 u; mkdir s; chmod 1700 s; touch -d "2020-01-02 03:04:05" u s; ls -go u s

#### ls -god on a directory
mkdir d; mkdir d/x d/y; touch -d "2020-01-02 03:04:05" d; ls -god d

#### ls -go on a file path with directory
mkdir d; printf 12345 > d/f; touch -d "2020-01-02 03:04:05" d/f; ls -go d/f

#### ls -go -n numeric ids hidden
touch f; touch -d "2020-01-02 03:04:05" f; ls -gon f

#### ls -F classify
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -F

#### ls -p slash only
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -p

#### ls --file-type
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls --file-type

#### ls --indicator-style=classify
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls --indicator-style=classify

#### ls -go -F symlink keeps arrow
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -goF la d

#### ls -C to width 20
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -C -w 20

#### ls -x across width 20
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -x -w 20

#### ls -C width 0 no limit
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -C -w 0

#### ls -C many names
touch alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu; ls -C -w 30

#### ls -C uses tabs
touch alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu; ls -C -w 40 | od -c | head -5

#### ls -C with COLUMNS
touch alpha beta gamma delta epsilon zeta; COLUMNS=25 ls -C

#### ls -m commas
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -m

#### ls -m wraps
touch alpha beta gamma delta epsilon zeta eta theta; ls -m -w 20

#### ls -1 after -C
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -C -1

#### ls -R recursive
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -R

#### ls -R of a named directory
mkdir -p top/a/b; touch top/a/f top/g; ls -R top

#### ls -R trailing slash
mkdir -p top/a; touch top/a/f; ls -R top/

#### ls -r reverse
touch a b c; ls -r

#### ls -t newest first
touch -d '2020-01-01' old; touch -d '2021-01-01' new; touch -d '2020-06-01' mid; ls -t

#### ls -tr oldest first
touch -d '2020-01-01' old; touch -d '2021-01-01' new; touch -d '2020-06-01' mid; ls -tr

#### ls -t ties by name
touch -d '2020-01-01' b a c; ls -t

#### ls -S largest first
printf 1 > one; printf 333 > three; printf 22 > two; ls -S

#### ls -Sr smallest first
printf 1 > one; printf 333 > three; printf 22 > two; ls -Sr

#### ls -S ties by name
printf 1 > b; printf 1 > a; ls -S

#### ls -X by extension
touch a.z b.a c d.m e.a; ls -X

#### ls -v version sort
touch f10 f9 f1 f100 f2; ls -v

#### ls --sort=size
printf 1 > one; printf 333 > three; ls --sort=size

#### ls --sort invalid
ls --sort=bogus; echo s=$?

#### ls -u sorts by access time
touch -a -d '2020-01-01' a; touch -a -d '2021-01-01' b; ls -u

#### ls -lu shows access time
touch -m -d '2020-01-01' a; touch -a -d '2021-03-04 05:06' a; ls -gou --time-style=long-iso a

#### ls --group-directories-first
mkdir zdir adir; touch bfile yfile; ls --group-directories-first

#### ls --hide pattern
touch a.o b.c c.o; ls --hide='*.o'

#### ls -I pattern
touch a.o b.c c.o; ls -I '*.o' -I b.c

#### ls --hide overridden by -a
touch a.o b.c; ls -a --hide='*.o'

#### ls -B ignore backups
touch a a~ b; ls -B

#### ls --color=always
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls --color=always | od -c

#### ls --color=always directory listing
mkdir d; mkdir d/sub; touch d/f; ls --color=always d | od -c

#### ls --color=never
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls --color=never

#### ls --color=auto not a terminal
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls --color=auto

#### ls --color invalid argument
ls --color=sometimes; echo s=$?

#### ls -Q quotes names
touch 'a b' c; ls -Q

#### ls -b escapes
touch 'a b' $'t\tx'; ls -b

#### ls --quoting-style=shell-always
touch 'a b' c; ls --quoting-style=shell-always

#### ls --quoting-style=shell
touch 'a b' c; ls --quoting-style=shell

#### ls -N literal
touch 'a b'; ls -N

#### ls --zero
touch a b; ls --zero | od -c

#### ls -k -s
mkdir -p d/sub e; printf abc > a; printf "%02000d" 0 > big; ln -s a la; ln -s nowhere broken; touch -d "2020-01-02 03:04:05" a big d d/sub e; touch -h -d "2020-01-02 03:04:05" la broken; chmod 755 big; ls -ks

#### ls command line symlink to dir is followed
mkdir d; touch d/in; ln -s d ld; ls ld

#### ls -go command line symlink to dir not followed
mkdir d; ln -s d ld; touch -h -d '2020-01-02 03:04:05' ld; ls -go ld

#### ls -H follows command line symlink
mkdir d; touch d/in; ln -s d ld; ls -H -d ld/ ; ls -dH ld

#### ls -L dereferences in long format
printf abc > f; ln -s f l; touch -d "2020-01-02 03:04:05" f; ls -goL l

#### ls trailing slash on a file
touch f; ls f/; echo s=$?

#### ls invalid option status 2
ls -j; echo s=$?

#### ls unrecognized long option
ls --bogus; echo s=$?

#### ls ambiguous long option
ls --h; echo s=$?

#### ls option needs argument
ls -w; echo s=$?

#### ls invalid width
ls -w x; echo s=$?

#### ls invalid format
ls --format=wide; echo s=$?

#### ls --format=long is -l like
touch f; touch -d "2020-01-02 03:04:05" f; ls --format=long -g -o f

#### ls --format=commas
touch a b c; ls --format=commas

#### ls -- ends options
touch ./-l; ls -- -l

#### ls dot entries sorted with names
touch .b a .a; ls -a

#### ls -go hard link count
touch f; ln f g; touch -d "2020-01-02 03:04:05" f; ls -go f g

#### ls -go large date in future
touch -d '2100-01-01 00:00' f; ls -go f

#### ls -go date within six months shows the time
touch -d '-1 day' f; touch -d '-300 days' g; ls -go f | grep -c ':'; ls -go g | grep -c ':'
