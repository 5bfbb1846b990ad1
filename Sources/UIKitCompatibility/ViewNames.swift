#if !canImport(UIKit)
/// UIKit's name for ``AutoLayout/LayoutView``: a rectangle laid out by constraints.
public typealias UIView = LayoutView

/// UIKit's name for ``AutoLayout/Label``: text measured by this project's font metrics.
public typealias UILabel = Label

/// UIKit's name for ``AutoLayout/Button``: a titled button sized as a system button.
public typealias UIButton = Button

/// UIKit's name for ``AutoLayout/TextField``: one line of editable text.
public typealias UITextField = TextField

/// UIKit's name for ``AutoLayout/ScrollView``, with its content and frame layout guides.
public typealias UIScrollView = ScrollView

/// UIKit's name for ``AutoLayout/LayoutViewController``: a root view and its life cycle.
public typealias UIViewController = LayoutViewController

/// UIKit's name for ``AutoLayout/LayoutGuide``: a rectangle with anchors and no view.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's name for ``AutoLayout/StackView``: rows and columns made of UIKit's stack constraints.
public typealias UIStackView = StackView

/// UIKit's name for ``AutoLayout/ImageView``: a view as large as its image.
public typealias UIImageView = ImageView

/// UIKit's name for ``AutoLayout/Image``: an image's size and scale, without pixels.
public typealias UIImage = Image

/// UIKit's name for ``AutoLayout/ActivityIndicatorView``: a spinner of UIKit's fixed size.
public typealias UIActivityIndicatorView = ActivityIndicatorView

/// UIKit's name for ``AutoLayout/ProgressView``: a bar of UIKit's height.
public typealias UIProgressView = ProgressView

/// UIKit's name for ``AutoLayout/Switch``: a switch of UIKit's fixed size.
public typealias UISwitch = Switch
#endif
