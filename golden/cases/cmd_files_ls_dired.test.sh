# ls --dired/-D, --author, -Z/--context, --hyperlink=never/auto (GNU coreutils 9.1). Owner columns are
# dropped with -g -o (vshell's single user is not the recorder's nobody; D-user); --hyperlink=always
# names the host, so it is unit-tested (tests/coreutils_files/test_ls_hyperlink.py).

#### ls -go --dired prints the name offsets and the quoting style
mkdir d; printf abc > f; touch -d "2020-01-02 03:04:05" d f; ls -go --dired

#### ls -D is --dired
printf abc > f; touch -d "2020-01-02 03:04:05" f; ls -goD f

#### ls --dired without -l changes nothing
touch b a; ls --dired; ls -D -1

#### ls -goR --dired adds the directory header offsets
mkdir -p d/e; printf x > d/e/f; touch -d "2020-01-02 03:04:05" d/e/f d/e d; ls -goR --dired

#### ls --dired with two directory operands
mkdir a b; touch a/x b/y; touch -d "2020-01-02 03:04:05" a/x b/y; ls -go --dired a b

#### ls --dired with file and directory operands
mkdir d; touch d/x f; touch -d "2020-01-02 03:04:05" d/x f; ls -go --dired f d

#### ls --dired counts quotes and escapes of a quoted name
touch 'a b' c; touch -d "2020-01-02 03:04:05" 'a b' c; ls -go --dired -Q; ls -go --dired -b; ls -go --dired --quoting-style=shell-escape

#### ls --dired offsets of a multibyte name are in bytes
touch é; touch -d "2020-01-02 03:04:05" é; ls -go --dired

#### ls --dired with a symlink counts only the link name
printf abc > f; ln -s f l; touch -h -d "2020-01-02 03:04:05" f l; ls -go --dired

#### ls --dired with -i -s and -F
mkdir d; printf abc > f; touch -d "2020-01-02 03:04:05" d f; ls -go --dired -s -F | sed 's/^\(  *\)[0-9]* /\1N /'

#### ls --dired of an empty directory
mkdir e; ls -go --dired e

#### ls --dired with --zero is refused
touch f; ls -l --dired --zero; echo "s=$?"

#### ls --dired --zero without -l is fine
touch f; ls --dired --zero | od -c

#### ls --dired with colour counts no colour codes
mkdir d; printf abc > f; touch -d "2020-01-02 03:04:05" d f; LS_COLORS='di=01;34:fi=0' ls -go --dired --color=always | od -c

#### ls --author shows the owner again
touch f; ls -l --author f | awk '{ print NF, ($3 == $5) }'

#### ls --author without -l adds nothing
touch f; ls --author

#### ls -go --author keeps the author column
touch f; ls -go --author f | awk '{ print NF }'

#### ls -Z shows no security context
touch b a; ls -Z; ls -Z -1 -i | sed 's/^[0-9]* /N /'

#### ls --context in columns and commas
touch a b c; ls --context -C; ls -Z -m; ls -Z -x -w 10

#### ls -goZ has a context column
mkdir d; printf abc > f; touch -d "2020-01-02 03:04:05" d f; ls -goZ

#### ls -Z --author -l column order
touch f; ls -lZ --author f | awk '{ print NF, $6, ($3 == $5) }'

#### ls -goZ --dired counts the context column
printf abc > f; touch -d "2020-01-02 03:04:05" f; ls -goZ --dired

#### ls --hyperlink=never and auto print plain names
touch b a; ls --hyperlink=never; ls --hyperlink=auto; ls --hyperlink=no; ls --hyperlink=tty -l --dired | tail -1

#### ls --hyperlink with a bad word
touch f; ls --hyperlink=sometimes; echo "s=$?"

#### ls --hyperlink=always turns --dired off
touch f; ls -l --dired --hyperlink=always | grep -c DIRED
