# ls quoting styles in the C locale and in C.UTF-8: shell (unprintables as they are), shell-escape,
# shell-always, c, c-maybe, escape, locale and clocale; with -q.

#### ls quoting styles in the C locale
touch café 'a b' "it's" "$(printf 'tab\there')"; for s in literal shell shell-always shell-escape shell-escape-always c c-maybe escape locale clocale; do echo "== $s"; LC_ALL=C ls --quoting-style=$s; done

#### ls quoting styles in C.UTF-8
touch café 'a b' "it's" "$(printf 'tab\there')"; for s in literal shell shell-always shell-escape shell-escape-always c c-maybe escape locale clocale; do echo "== $s"; ls --quoting-style=$s; done

#### ls -q with the shell styles
touch "$(printf 'x\001')" 'y z'; ls -q --quoting-style=shell; ls -q --quoting-style=shell-always; ls -q --quoting-style=shell-escape; LC_ALL=C ls -q

#### ls -b -Q -N in the C locale
touch café 'a b' "$(printf 'n\nl')"; LC_ALL=C ls -b; LC_ALL=C ls -Q; LC_ALL=C ls -N | od -c

#### stat %N in both locales
touch café "it's"; stat -c %N café "it's"; LC_ALL=C stat -c %N café "it's"
