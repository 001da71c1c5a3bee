# getopts: combined options, silent mode, OPTERR, explicit arguments, OPTIND resets, odd option characters.

#### getopts basic
set -- -a -b val -c arg; while getopts ab:c opt; do echo "$opt ${OPTARG-unset} $OPTIND"; done; echo "end $OPTIND"

#### getopts combined and missing arg
set -- -ab -c; while getopts abc: opt; do echo "$opt [${OPTARG-unset}]"; done

#### getopts silent
set -- -x -c; while getopts :ab:c: opt; do echo "$opt [${OPTARG-unset}]"; done

#### getopts unknown noisy
set -- -x; getopts ab opt; echo "$opt [${OPTARG-unset}] $?"

#### getopts OPTERR=0
set -- -x; OPTERR=0; getopts ab opt; echo "$opt [${OPTARG-unset}] $?"

#### getopts args given
getopts a: opt -a foo bar; echo "$opt $OPTARG $OPTIND"

#### getopts stops at non option
set -- -a file -b; while getopts ab opt; do echo "$opt"; done; echo "OPTIND=$OPTIND"

#### getopts double dash
set -- -a -- -b; while getopts ab opt; do echo "$opt"; done; echo "OPTIND=$OPTIND"

#### getopts reset OPTIND
set -- -a; getopts a o; echo "$o $OPTIND"; OPTIND=1; getopts a o; echo "$o $OPTIND"

#### getopts usage
getopts; echo "status $?"; getopts a; echo "status $?"

#### getopts bad var name
set -- -a; getopts a 1x; echo "status $?"

#### getopts arg with value attached
set -- -bval; getopts b: o; echo "$o $OPTARG $OPTIND"

#### getopts lone dash
set -- - -a; getopts a o; echo "status $? $o $OPTIND"

#### getopts colon option char
set -- -:; getopts 'a:' o; echo "$o [${OPTARG-u}] $?"

#### getopts question mark option
set -- -?; getopts 'a' o; echo "$o [${OPTARG-u}] $?"
