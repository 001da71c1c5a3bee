# test and [: POSIX argument-count rules, -a/-o/!/( ) parsing, string and integer comparisons and
# their errors, every file primary on a fixture, -v -o -R -t.  `test ARGS; echo $?` cases are
# checked directly against vshell.lib.test_expr in tests/lib.

#### test test; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test; echo $?

#### test test ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ''; echo $?

#### test test a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a; echo $?

#### test test -n; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -n; echo $?

#### test test -z; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -z; echo $?

#### test test '!'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '!'; echo $?

#### test test '('; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '('; echo $?

#### test test ! a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! a; echo $?

#### test test ! ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! ''; echo $?

#### test test -n a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -n a; echo $?

#### test test -n ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -n ''; echo $?

#### test test -z a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -z a; echo $?

#### test test -z ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -z ''; echo $?

#### test test a = a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a = a; echo $?

#### test test a = b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a = b; echo $?

#### test test a == a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a == a; echo $?

#### test test a != a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a != a; echo $?

#### test test a != b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a != b; echo $?

#### test test 1 -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq 1; echo $?

#### test test 1 -ne 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -ne 1; echo $?

#### test test 2 -lt 10; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 2 -lt 10; echo $?

#### test test 2 -le 2; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 2 -le 2; echo $?

#### test test 3 -gt 2; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 3 -gt 2; echo $?

#### test test 3 -ge 4; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 3 -ge 4; echo $?

#### test test -1 -lt 0; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -1 -lt 0; echo $?

#### test test +1 -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test +1 -eq 1; echo $?

#### test test 010 -eq 10; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 010 -eq 10; echo $?

#### test test ' 1 ' -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ' 1 ' -eq 1; echo $?

#### test test a -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -eq 1; echo $?

#### test test 1 -eq b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq b; echo $?

#### test test 1x -lt 2; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1x -lt 2; echo $?

#### test test '' -eq 0; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '' -eq 0; echo $?

#### test test 0x1 -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 0x1 -eq 1; echo $?

#### test test 1.0 -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1.0 -eq 1; echo $?

#### test test 9223372036854775808 -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 9223372036854775808 -eq 1; echo $?

#### test test -9223372036854775808 -lt 0; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -9223372036854775808 -lt 0; echo $?

#### test test 1 -eq '  '; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq '  '; echo $?

#### test test '1 2' -eq 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '1 2' -eq 1; echo $?

#### test test b '<' a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test b '<' a; echo $?

#### test test a '<' b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a '<' b; echo $?

#### test test a '>' b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a '>' b; echo $?

#### test test B '<' a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test B '<' a; echo $?

#### test test a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a b; echo $?

#### test test a =; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a =; echo $?

#### test test -x a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -x a b; echo $?

#### test test '(' a ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a ')'; echo $?

#### test test ! a = a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! a = a; echo $?

#### test test ! ! a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! ! a; echo $?

#### test test a -a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -a b; echo $?

#### test test a -o ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -o ''; echo $?

#### test test '' -a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '' -a b; echo $?

#### test test '' -o ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '' -o ''; echo $?

#### test test '(' a = b ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a = b ')'; echo $?

#### test test a = b -o c; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a = b -o c; echo $?

#### test test 1 -gt 2 -o 3 -lt 4; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -gt 2 -o 3 -lt 4; echo $?

#### test test 1 -gt 2 -a 3 -lt 4; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -gt 2 -a 3 -lt 4; echo $?

#### test test a b c; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a b c; echo $?

#### test test a b c d; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a b c d; echo $?

#### test test ! a b c; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! a b c; echo $?

#### test test '(' a b ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a b ')'; echo $?

#### test test a -a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -a; echo $?

#### test test -a a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -a a; echo $?

#### test test -a ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -a ''; echo $?

#### test test a -x b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -x b; echo $?

#### test test -q a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -q a; echo $?

#### test test -l a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -l a; echo $?

#### test test - a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test - a; echo $?

#### test test -- a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -- a; echo $?

#### test test -f; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -f; echo $?

#### test test '(' ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' ')'; echo $?

#### test test ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ')'; echo $?

#### test test '(' '(' a ')' ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' '(' a ')' ')'; echo $?

#### test test a '' b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a '' b; echo $?

#### test test '!' = a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '!' = a; echo $?

#### test test = = =; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test = = =; echo $?

#### test test -n = -n; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -n = -n; echo $?

#### test test ! -n; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! -n; echo $?

#### test test ! -z ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! -z ''; echo $?

#### test test '(' ! ')'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' ! ')'; echo $?

#### test test '(' a b c d; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a b c d; echo $?

#### test test a -a -n; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -a -n; echo $?

#### test test '(' a -a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a -a b; echo $?

#### test test 1 -eq 2 -a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq 2 -a; echo $?

#### test test '(' a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a; echo $?

#### test test '(' a -a b c; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a -a b c; echo $?

#### test test '(' a ')' b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test '(' a ')' b; echo $?

#### test test -n a -o -z; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -n a -o -z; echo $?

#### test test a -o b -a ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -o b -a ''; echo $?

#### test test ! a -o b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! a -o b; echo $?

#### test test ! '(' a ')' -a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! '(' a ')' -a b; echo $?

#### test test a -a '(' b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -a '(' b; echo $?

#### test test a = b = c d; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a = b = c d; echo $?

#### test test -z -a -z; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -z -a -z; echo $?

#### test test a -eq b -a c; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -eq b -a c; echo $?

#### test test 1 -eq 1 -o a -eq b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq 1 -o a -eq b; echo $?

#### test test ! ! ! a b; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test ! ! ! a b; echo $?

#### test test 1 -eq 1 -x 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq 1 -x 1; echo $?

#### test test 1 -eq 1 - 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq 1 - 1; echo $?

#### test test 1 -eq 1 = 1; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test 1 -eq 1 = 1; echo $?

#### test test -nt -z 1 ! '' -f; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -nt -z 1 ! '' -f; echo $?

#### test test != = '' -o '('; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test != = '' -o '('; echo $?

#### test test a -a '('; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test a -a '('; echo $?

#### test test -e file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -e file; echo $?

#### test test -e nope; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -e nope; echo $?

#### test test -e ''; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -e ''; echo $?

#### test test -f file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -f file; echo $?

#### test test -f dir; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -f dir; echo $?

#### test test -d dir; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -d dir; echo $?

#### test test -d file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -d file; echo $?

#### test test -d link-dir; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -d link-dir; echo $?

#### test test -f link-file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -f link-file; echo $?

#### test test -L link-file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -L link-file; echo $?

#### test test -h link-file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -h link-file; echo $?

#### test test -L file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -L file; echo $?

#### test test -L dangling; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -L dangling; echo $?

#### test test -e dangling; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -e dangling; echo $?

#### test test -s file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -s file; echo $?

#### test test -s empty; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -s empty; echo $?

#### test test -s nope; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -s nope; echo $?

#### test test -x run.sh; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -x run.sh; echo $?

#### test test -x file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -x file; echo $?

#### test test -x dir; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -x dir; echo $?

#### test test -r file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -r file; echo $?

#### test test -w file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -w file; echo $?

#### test test -p file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -p file; echo $?

#### test test -S file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -S file; echo $?

#### test test -b file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -b file; echo $?

#### test test -c /dev/null; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -c /dev/null; echo $?

#### test test -c file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -c file; echo $?

#### test test -k file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -k file; echo $?

#### test test -u file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -u file; echo $?

#### test test -g file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -g file; echo $?

#### test test -f file/; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -f file/; echo $?

#### test test -d dir/; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -d dir/; echo $?

#### test test -e dir/file-in-dir; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -e dir/file-in-dir; echo $?

#### test test -f ./dir/../file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -f ./dir/../file; echo $?

#### test test -e /; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -e /; echo $?

#### test test -d / -a -f /; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -d / -a -f /; echo $?

#### test test file -ef file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test file -ef file; echo $?

#### test test file -ef link-file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test file -ef link-file; echo $?

#### test test file -ef empty; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test file -ef empty; echo $?

#### test test x -ef y; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test x -ef y; echo $?

#### test test file -nt nope; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test file -nt nope; echo $?

#### test test nope -nt file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test nope -nt file; echo $?

#### test test nope -ot file; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test nope -ot file; echo $?

#### test test file -ot nope; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test file -ot nope; echo $?

#### test test -t 0; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -t 0; echo $?

#### test test -t; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -t; echo $?

#### test test -v HOME; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -v HOME; echo $?

#### test test -v NOPE; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -v NOPE; echo $?

#### test test -o errexit; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -o errexit; echo $?

#### test test -o nosuch; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -o nosuch; echo $?

#### test test -R x; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -R x; echo $?

#### test [ a ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ a ]; echo $?

#### test [ ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ ]; echo $?

#### test [ a; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ a; echo $?

#### test [ a ] ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ a ] ]; echo $?

#### test [ -n ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ -n ]; echo $?

#### test [ a -lt ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ a -lt ]; echo $?

#### test [ 1 -lt 2 -a 3 ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ 1 -lt 2 -a 3 ]; echo $?

#### test [ a = a ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ a = a ]; echo $?

#### test [ -f file ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ -f file ]; echo $?

#### test [ ! -f file ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ ! -f file ]; echo $?

#### test [ '(' -f file ')' ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ '(' -f file ')' ]; echo $?

#### test [ 1 -eq x ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ 1 -eq x ]; echo $?

#### test x=; [ -n $x ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
x=; [ -n $x ]; echo $?

#### test x=; [ -n "$x" ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
x=; [ -n "$x" ]; echo $?

#### test [ "a b" = "a b" ]; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
[ "a b" = "a b" ]; echo $?

#### test set -e; test 1 -eq x; echo "not reached?"
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
set -e; test 1 -eq x; echo "not reached?"

#### test if test -d dir; then echo isdir; fi
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
if test -d dir; then echo isdir; fi

#### test test -v a; a=(); test -v a; echo $?; a[2]=x; test -v 'a[2]'; echo $?
## file: file
## | content
## file: empty
## file: run.sh
## | echo hi
## mode: run.sh 755
## dir: dir
## file: dir/file-in-dir
## symlink: link-file -> file
## symlink: link-dir -> dir
## symlink: dangling -> nowhere
test -v a; a=(); test -v a; echo $?; a[2]=x; test -v 'a[2]'; echo $?
