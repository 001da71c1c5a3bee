# awk: what fails closed here (L-awk-unsupported), recorded from gawk to show what it does.

#### -M arbitrary precision
## xfail: L-awk-unsupported -M fails closed
awk -M 'BEGIN { print 2^100 }'
echo "status $?"

#### --profile writes awkprof.out
## xfail: L-awk-unsupported --profile fails closed
awk --profile=/dev/null 'BEGIN { print 1 }'
echo "status $?"

#### an extension that gawk has
## xfail: L-awk-unsupported no extension can be loaded
awk '@load "ordchr"
BEGIN { print chr(65) }'
echo "status $?"

#### -l with an extension that gawk has
## xfail: L-awk-unsupported no extension can be loaded
awk -l ordchr 'BEGIN { print ord("A") }'
echo "status $?"

#### -l with an extension that is not there
awk -l no_such_ext 'BEGIN { print 1 }'
echo "status $?"

#### -b counts bytes, not characters
## xfail: L-awk-unsupported -b fails closed
echo 'é' | awk -b '{ print length($0), substr($0, 1, 1) == "\303" }'
echo "status $?"
